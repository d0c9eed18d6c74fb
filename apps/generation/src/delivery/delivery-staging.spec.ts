import type { EntityManager } from 'typeorm';
import type { OutboxWriter } from '@deckmill/messaging';
import type { RowCipher } from '../shared';
import { DECKS_DELETED_DETAIL, DeliveryStaging } from './delivery-staging';

const BATCH = '0b8a8c3e-2f7d-4c55-9a0e-3b1f6a1d2c4e';

function due(keys: { outputKey: string | null; pdfKey: string | null }) {
  return {
    batchId: BATCH,
    rowNumber: 1,
    recipient: 'ada@example.com',
    subject: 'Your deck',
    body: 'Hello',
    sendAfter: new Date(),
    replyTo: null,
    fileName: 'ada.pptx',
    sizeBytes: 10,
    pdfSizeBytes: 10,
    ...keys,
  };
}

/** A transaction that answers the claim with `claimed` and records every other statement. */
function staging(claimed: object[]) {
  const statements: { text: string; parameters: unknown[] }[] = [];
  const staged: unknown[] = [];
  const manager = {
    queryRunner: {
      query: async (text: string, parameters: unknown[]) => {
        if (text.includes('WITH due AS')) return { records: claimed };
        statements.push({ text, parameters });
        return { records: [], affected: 1 };
      },
    },
  } as unknown as EntityManager;
  const outbox = { stage: async (_: unknown, message: unknown) => void staged.push(message) };
  const cipher = { openMailText: (_c: string, _b: string, _r: number, text: string) => text };
  const subject = new DeliveryStaging(outbox as unknown as OutboxWriter, cipher as unknown as RowCipher);
  const run = () => subject.stageDue(manager, { now: new Date(), perOwner: 10, limit: 10 });
  return { run, statements, staged };
}

describe('DeliveryStaging', () => {
  it('stages a due mail with its deck attached', async () => {
    const { run, staged } = staging([due({ outputKey: 'decks/1.pptx', pdfKey: null })]);
    await run();
    expect(staged).toMatchObject([
      { key: 'mail.deliver-deck', payload: { files: [{ key: 'decks/1.pptx' }] } },
    ]);
  });

  it('skips a due mail whose deck was deleted instead of sending it with nothing attached', async () => {
    const { run, statements, staged } = staging([due({ outputKey: null, pdfKey: null })]);
    await run();
    expect(staged).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]?.text).toMatch(/SET "status" = 'skipped'/);
    expect(statements[0]?.parameters).toEqual([BATCH, 1, DECKS_DELETED_DETAIL]);
  });
});
