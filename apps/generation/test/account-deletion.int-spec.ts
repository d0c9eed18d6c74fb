import { randomUUID } from 'node:crypto';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DeleteUserBatchesUseCase } from '../src/batches/use-cases/delete-user-batches/delete-user-batches.use-case';
import { eventually } from './support/eventually';
import {
  bulkCreate,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';

const schema = quoteIdent(serviceSchema('generation'));

describe('generation: a deleted account takes its batches with it', () => {
  let stack: TestStack;
  let bus: MessageBus;
  let storage: ObjectStorage;

  beforeAll(async () => {
    stack = await startTestStack();
    bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
  });

  afterAll(() => stack.stop());

  async function count(sql: string, params: unknown[]): Promise<number> {
    const rows: { n: string }[] = (await stack.dataSource?.query(sql, params)) ?? [];
    return Number(rows[0]?.n ?? -1);
  }

  async function finishedBatch(user: TestUser): Promise<{ id: string; keys: string[] }> {
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(3) });
    expect(created.status).toBe(201);
    await waitForStatus(user, created.body.id);
    // The finalizer's notification is the last thing a batch gets.
    await eventually(
      async () =>
        (await count(`SELECT count(*) AS n FROM ${schema}."notifications" WHERE "batch_id" = $1`, [
          created.body.id,
        ])) === 1,
      'the batch’s notification',
    );
    const rows: { key: string }[] =
      (await stack.dataSource?.query(
        `SELECT "output_key" AS key FROM ${schema}."batch_rows" WHERE "batch_id" = $1`,
        [created.body.id],
      )) ?? [];
    return { id: created.body.id, keys: rows.map((row) => row.key) };
  }

  it('deletes the batches, rows, notifications and stored decks on user.deleted, and only theirs', async () => {
    const leaving = await newUser(stack);
    const staying = await newUser(stack);
    const [gone, kept] = await Promise.all([finishedBatch(leaving), finishedBatch(staying)]);
    expect(gone.keys).toHaveLength(3);
    for (const key of gone.keys) expect(await storage.exists(key)).toBe(true);

    await bus.publishEvent(
      'user.deleted',
      { userId: leaving.id, occurredAt: new Date().toISOString() },
      { messageId: `user.deleted:${leaving.id}` },
    );

    await eventually(
      async () =>
        (await count(`SELECT count(*) AS n FROM ${schema}."batches" WHERE "owner_id" = $1`, [leaving.id])) ===
        0,
      'the leaving account’s batches deleted',
    );
    expect(
      await count(`SELECT count(*) AS n FROM ${schema}."batch_rows" WHERE "batch_id" = $1`, [gone.id]),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM ${schema}."notifications" WHERE "user_id" = $1`, [leaving.id]),
    ).toBe(0);
    for (const key of gone.keys) expect(await storage.exists(key)).toBe(false);

    // The other account keeps everything.
    for (const key of kept.keys) expect(await storage.exists(key)).toBe(true);
    const detail = await staying.client.get<{ rows_done: number }>(`/api/app/presentations/${kept.id}`);
    expect(detail.body.rows_done).toBe(3);
    expect((await download(staying, `/api/app/presentations/${kept.id}/download`)).status).toBe(200);
  });

  it('handles the event again without failing (events may arrive twice)', async () => {
    const user = await newUser(stack);
    const batch = await finishedBatch(user);
    const deleteBatches = stack.app.get(DeleteUserBatchesUseCase, { strict: false });
    expect(await deleteBatches.execute(user.id)).toBe(1);
    expect(await deleteBatches.execute(user.id)).toBe(0);

    // And through the bus, twice (distinct message ids, as after the dedupe window): nothing is dead-lettered.
    for (let i = 0; i < 2; i++) {
      await bus.publishEvent(
        'user.deleted',
        { userId: user.id, occurredAt: new Date().toISOString() },
        { messageId: `user.deleted:${user.id}:${randomUUID()}` },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const deadLetters = await bus.readDeadLetters(100);
    expect(deadLetters.filter((letter) => letter.consumer === 'generation-user-deleted')).toEqual([]);
    for (const key of batch.keys) expect(await storage.exists(key)).toBe(false);
  });
});
