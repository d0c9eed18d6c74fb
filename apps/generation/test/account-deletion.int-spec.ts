import { randomUUID } from 'node:crypto';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { MESSAGE_BUS, OutboxRelay, OutboxWriter, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { BatchRepository } from '../src/batches/batch.repository';
import { NotificationRepository } from '../src/notifications/notification.repository';
import { DatasetRepository, DatasetStore } from '../src/datasets';
import { GENERATION_OPTIONS } from '../src/generation.options';
import { DeleteUserBatchesUseCase } from '../src/batches/use-cases/delete-user-batches/delete-user-batches.use-case';
import { batchDecksPrefix } from '../src/shared/storage-keys';
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

  /** The use case over the stack's database with another storage (to make storage fail). */
  function deleteBatchesWith(other: ObjectStorage): DeleteUserBatchesUseCase {
    if (!stack.dataSource) throw new Error('the generation stack has a database');
    return new DeleteUserBatchesUseCase(
      stack.dataSource,
      other,
      stack.app.get(BatchRepository, { strict: false }),
      stack.app.get(NotificationRepository, { strict: false }),
      stack.app.get(DatasetRepository, { strict: false }),
      new DatasetStore(
        stack.dataSource,
        stack.app.get(OutboxWriter, { strict: false }),
        stack.app.get(OutboxRelay, { strict: false }),
        stack.app.get(DatasetRepository, { strict: false }),
        other,
        stack.app.get(GENERATION_OPTIONS, { strict: false }),
      ),
    );
  }

  const batchCount = (id: string) =>
    count(`SELECT count(*) AS n FROM ${schema}."batches" WHERE "id" = $1`, [id]);

  it('deletes batch by batch, so what a failed delivery deleted stays deleted and the retry does the rest', async () => {
    const user = await newUser(stack);
    const batches = await Promise.all([finishedBatch(user), finishedBatch(user)]);
    // Storage goes down after the first batch: its second batch's decks can not be deleted.
    let first: string | undefined;
    const failing: ObjectStorage = Object.create(storage);
    failing.deletePrefix = async (prefix) => {
      first ??= prefix;
      if (prefix !== first) throw new Error('storage unreachable');
      return storage.deletePrefix(prefix);
    };
    let working = 0;

    await expect(
      deleteBatchesWith(failing).execute({ userId: user.id, working: () => (working += 1) }),
    ).rejects.toThrow('storage unreachable');

    const gone = batches.find((batch) => first === batchDecksPrefix(batch.id));
    const left = batches.find((batch) => batch !== gone);
    if (!gone || !left) throw new Error(`unexpected first prefix ${String(first)}`);
    expect(working).toBeGreaterThanOrEqual(3); // the first batch's steps each extended the ack deadline
    expect(await batchCount(gone.id)).toBe(0);
    expect(
      await count(`SELECT count(*) AS n FROM ${schema}."notifications" WHERE "batch_id" = $1`, [gone.id]),
    ).toBe(0);
    for (const key of gone.keys) expect(await storage.exists(key)).toBe(false);
    expect(await batchCount(left.id)).toBe(1);
    for (const key of left.keys) expect(await storage.exists(key)).toBe(true);

    // The redelivered event finds the one batch left.
    expect(await deleteBatchesWith(storage).execute({ userId: user.id })).toBe(1);
    expect(await batchCount(left.id)).toBe(0);
    for (const key of left.keys) expect(await storage.exists(key)).toBe(false);
  });

  it('waits for a create in flight, so the batch it commits meanwhile is deleted too', async () => {
    if (!stack.dataSource) throw new Error('the generation stack has a database');
    const userId = randomUUID();
    const batchId = randomUUID();
    const batches = stack.app.get(BatchRepository, { strict: false });
    await batches.recordReservation(userId, batchId, 1);
    // The create's storing transaction: settles its intent (holding the row lock) and inserts the batch.
    const create = stack.dataSource.createQueryRunner();
    await create.connect();
    await create.startTransaction();
    try {
      expect(await batches.settleReservation(create.manager, batchId)).toBe(true);
      await create.query(
        `INSERT INTO ${schema}."batches" ("id", "owner_id", "name", "template_id", "template_name",
           "template_file_key", "file_name_pattern", "watermark", "row_count")
         VALUES ($1, $2, 'In flight', 1, 'Deck', 'templates/none.pptx', '{{row}}', false, 1)`,
        [batchId, userId],
      );

      let finished = false;
      const deletion = stack.app
        .get(DeleteUserBatchesUseCase, { strict: false })
        .execute({ userId })
        .finally(() => (finished = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(false); // waiting on the intent's row lock

      await create.commitTransaction();
      expect(await deletion).toBe(1);
      expect(await batchCount(batchId)).toBe(0);
    } finally {
      if (create.isTransactionActive) await create.rollbackTransaction();
      await create.release();
    }
  });

  it('handles the event again without failing (events may arrive twice)', async () => {
    const user = await newUser(stack);
    const batch = await finishedBatch(user);
    const deleteBatches = stack.app.get(DeleteUserBatchesUseCase, { strict: false });
    expect(await deleteBatches.execute({ userId: user.id })).toBe(1);
    expect(await deleteBatches.execute({ userId: user.id })).toBe(0);

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
