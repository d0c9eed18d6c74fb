import { randomUUID } from 'node:crypto';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { FieldCipher } from '@deckmill/database';
import { eventually, TEST_ROW_ENCRYPTION_KEYS } from '@deckmill/testing';
import { BatchRepository } from '../src/batches/batch.repository';
import { generationTables } from '../src/generation.tables';
import { SealPlainRowsUseCase } from '../src/retention/use-cases/seal-plain-rows/seal-plain-rows.use-case';
import { RowCipher } from '../src/shared/row-cipher';
import {
  deckPlainText,
  download,
  MAPPING,
  newUser,
  uploadTemplate,
  waitForStatus,
  zipEntries,
  type TestUser,
} from './support/generation-helpers';
import { sampleDeck } from './support/sample-deck';

const { batch_rows: rows, row_deliveries: deliveries } = generationTables;

describe('rows at rest: the CSV values never reach the database in clear', () => {
  let stack: TestStack;
  let owner: TestUser;
  let batchId = '';

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
  });
  afterAll(() => stack.stop());

  it('stores sealed values and mails, renders and mails the right decks, and shows the recipients', async () => {
    const templateId = await uploadTemplate(owner, sampleDeck());
    const tag = randomUUID().slice(0, 8);
    const people = [
      {
        name: `Adalind${tag}`,
        company: `Acmecorp${tag}`,
        note: `Salary${tag}`,
        email: `ada-${tag}@example.com`,
      },
      {
        name: `Bertram${tag}`,
        company: `Globexco${tag}`,
        note: `Bonus${tag}`,
        email: `bert-${tag}@example.com`,
      },
    ] as const;
    const csv = `Name,Company,Note,Email\n${people.map((p) => `${p.name},${p.company},${p.note},${p.email}`).join('\n')}\n`;
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[csv_file]', new Blob([csv]), 'rows.csv');
    form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
    form.set('presentation[deliver_to_column]', 'Email');
    form.set('presentation[delivery_subject]', 'Your deck, {{Name}}');
    form.set('presentation[delivery_confirm_count]', '2');

    const created = await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    batchId = created.body.id;
    const finished = await waitForStatus(owner, batchId);
    expect(finished.status).toBe('completed');

    const secrets = people.flatMap((p) => [p.name, p.company, p.note, p.email]);
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack runs the generation service');
    const rawValues: { values: unknown; whole: string }[] = await dataSource.query(
      `SELECT r."values", r::text AS "whole" FROM ${rows} AS r WHERE r."batch_id" = $1 ORDER BY r."row_number"`,
      [batchId],
    );
    const rawMails: { whole: string }[] = await dataSource.query(
      `SELECT d::text AS "whole" FROM ${deliveries} AS d WHERE d."batch_id" = $1`,
      [batchId],
    );
    expect(rawValues).toHaveLength(2);
    expect(rawMails).toHaveLength(2);
    for (const row of rawValues) expect(row.values).toMatch(/^dm1:test1:[A-Za-z0-9_-]+$/);
    const stored = [...rawValues.map((row) => row.whole), ...rawMails.map((row) => row.whole)].join('\n');
    for (const secret of secrets) expect(stored).not.toContain(secret);

    // Rendering opened them: each deck holds its own row.
    const zip = zipEntries((await download(owner, finished.download_url ?? '')).bytes);
    const texts = Object.values(zip).map(deckPlainText);
    for (const person of people) {
      expect(texts.some((text) => text.includes(person.name) && text.includes(person.company))).toBe(true);
    }
    // So did the mails and the detail page.
    const [ada] = people;
    const toAda = await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(ada.email), 30_000);
    expect(toAda.subject).toBe(`Your deck, ${ada.name}`);
    let detail: PresentationDetail | undefined;
    await eventually(async () => {
      detail = (await owner.client.get<PresentationDetail>(`/api/app/presentations/${batchId}`)).body;
      return detail.delivery?.sent === 2;
    }, 'both mails sent');
    expect(detail?.rows.map((row) => row.delivery?.recipient)).toEqual(people.map((p) => p.email));
  });

  it('seals, at start-up, a row and a mail stored in clear before encryption, idempotently', async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack runs the generation service');
    const tag = randomUUID().slice(0, 8);
    // As an older release stored them: the values a JSON object, the mail's texts in clear.
    await dataSource.query(
      `UPDATE ${rows} SET "values" = $2::jsonb WHERE "batch_id" = $1 AND "row_number" = 1`,
      [batchId, JSON.stringify({ Name: `Plainname${tag}` })],
    );
    await dataSource.query(
      `UPDATE ${deliveries} SET "recipient" = $2, "subject" = $3, "body" = 'Hello'
        WHERE "batch_id" = $1 AND "row_number" = 1`,
      [batchId, `plain-${tag}@example.com`, `Plainsubject${tag}`],
    );
    const cipher = new RowCipher(new FieldCipher(TEST_ROW_ENCRYPTION_KEYS));
    const sealing = new SealPlainRowsUseCase(
      stack.app.get(BatchRepository, { strict: false }),
      dataSource,
      cipher,
    );

    const first = await sealing.execute();
    expect(first.values).toBeGreaterThanOrEqual(1);
    expect(first.mails).toBeGreaterThanOrEqual(1);
    expect(await sealing.execute()).toEqual({ values: 0, mails: 0 });

    const [row]: { values: string; whole: string }[] = await dataSource.query(
      `SELECT r."values", r::text AS "whole" FROM ${rows} AS r WHERE r."batch_id" = $1 AND r."row_number" = 1`,
      [batchId],
    );
    const [mail]: { recipient: string; whole: string }[] = await dataSource.query(
      `SELECT d."recipient", d::text AS "whole" FROM ${deliveries} AS d WHERE d."batch_id" = $1 AND d."row_number" = 1`,
      [batchId],
    );
    expect(`${row?.whole} ${mail?.whole}`).not.toMatch(new RegExp(`Plain(name|subject)${tag}|plain-${tag}`));
    expect(cipher.openValues(batchId, 1, row?.values ?? '')).toEqual({ Name: `Plainname${tag}` });
    expect(cipher.openMailText('recipient', batchId, 1, mail?.recipient ?? '')).toBe(
      `plain-${tag}@example.com`,
    );
  });
});
