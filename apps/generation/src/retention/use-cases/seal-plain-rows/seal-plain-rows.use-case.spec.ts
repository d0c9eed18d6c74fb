import type { DataSource } from 'typeorm';
import { FieldCipher } from '@deckmill/database';
import { BatchRepository } from '../../../batches';
import { RowCipher } from '../../../shared';
import { SealPlainRowsUseCase } from './seal-plain-rows.use-case';

const BATCH = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';
const cipher = new RowCipher(new FieldCipher(`k1:${Buffer.alloc(32, 3).toString('base64')}`));

/** A database holding one plain row and its plain mail, answering each SELECT once. */
function database() {
  const updates: { text: string; parameters: unknown[] }[] = [];
  let valuesAsked = false;
  let mailsAsked = false;
  const runner = {
    query: async (text: string, parameters: unknown[]) => {
      if (text.includes('SELECT') && text.includes('jsonb_typeof')) {
        const first = !valuesAsked;
        valuesAsked = true;
        return { records: first ? [{ batchId: BATCH, rowNumber: 1, values: { name: 'Ada' } }] : [] };
      }
      if (text.includes('SELECT')) {
        const first = !mailsAsked;
        mailsAsked = true;
        const mail = { recipient: 'ada@example.com', subject: 'Hi Ada', body: 'Dear Ada', detail: null };
        return { records: first ? [{ batchId: BATCH, rowNumber: 1, ...mail }] : [] };
      }
      updates.push({ text, parameters });
      return { records: [], affected: 1 };
    },
  };
  // Not a DataSource instance: runSql takes it for a manager with an open connection.
  const dataSource = { queryRunner: runner } as unknown as DataSource;
  // The real repository over that database; sealing uses none of its TypeORM repositories nor the queue.
  const unused = {} as never;
  const batches = new BatchRepository(dataSource, unused, unused, cipher, unused);
  return { dataSource, batches, updates };
}

describe('SealPlainRowsUseCase', () => {
  it('seals values and mail texts stored before encryption, only where they are still plain', async () => {
    const { dataSource, batches, updates } = database();

    expect(await new SealPlainRowsUseCase(batches, dataSource, cipher).execute()).toEqual({
      values: 1,
      mails: 1,
    });

    const [values, mail] = updates;
    expect(values?.text).toMatch(/jsonb_typeof\("values"\) = 'object'/);
    const sealedValues = values?.parameters[2] as string;
    expect(FieldCipher.isSealed(sealedValues)).toBe(true);
    expect(cipher.openValues(BATCH, 1, sealedValues)).toEqual({ name: 'Ada' });

    expect(mail?.text).toMatch(/"recipient" NOT LIKE 'dm1:%'/);
    const [, , recipient, subject, body, detail] = mail?.parameters ?? [];
    expect(cipher.openMailText('recipient', BATCH, 1, recipient as string)).toBe('ada@example.com');
    expect(recipient).not.toContain('ada@');
    expect(cipher.openMailText('subject', BATCH, 1, subject as string)).toBe('Hi Ada');
    expect(cipher.openMailText('body', BATCH, 1, body as string)).toBe('Dear Ada');
    expect(detail).toBeNull();
  });
});
