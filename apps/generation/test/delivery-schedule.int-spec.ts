import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import type { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { eventually, heldRendering } from '@deckmill/testing';
import type { DataSource, EntityManager } from 'typeorm';
import { DeliveryQueue, NO_DECK_DETAIL } from '../src/delivery/delivery-queue';
import { stageDeliveredWhenSettled } from '../src/delivery/delivery-settled';
import { DeliveryStaging } from '../src/delivery/delivery-staging';
import { DeliverySweep } from '../src/delivery/delivery-sweep';
import { GENERATION_OPTIONS } from '../src/generation.options';
import { MAPPING, newUser, uploadTemplate, waitForStatus, type TestUser } from './support/generation-helpers';
import { explainEach, scansOf, type ExplainedStatement } from './support/query-plans';
import { sampleDeck } from './support/sample-deck';

const HOUR_MS = 60 * 60_000;
const schema = quoteIdent(serviceSchema('generation'));

interface Slot {
  row_number: number;
  status: string;
  send_after: Date;
  staged_at: Date | null;
}

/**
 * A mail's job goes to the bus only when its rate-limit slot is due (nothing waits on the bus,
 * where it would hold the consumer's ack-pending places), and the slots are counted in a ledger that outlives
 * deleted batches.
 */
describe('delivery schedule: staged when due, counted across deleted batches', () => {
  let stack: TestStack;
  let templateId: number;
  let owner: TestUser;
  /** Batches created while it holds stay `processing` until released. */
  const held = heldRendering();

  beforeAll(async () => {
    stack = await startTestStack({
      modules: { generation: { concurrency: 2, deliveryMailsPerHour: 1, imageSources: held.imageSources } },
    });
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  });

  afterAll(() => stack.stop());

  const query = <T>(sql: string, params: unknown[]): Promise<T[]> =>
    stack.dataSource?.query(sql, params) as Promise<T[]>;

  async function createMailing(
    user: TestUser,
    recipients: string[],
    template = templateId,
    { settle } = { settle: true },
  ): Promise<string> {
    const form = new FormData();
    form.set('presentation[template_id]', String(template));
    const lines = recipients.map((to, index) => `Name${index},Co${index},x,${to}`);
    form.set(
      'presentation[csv_file]',
      new Blob([`Name,Company,Note,Email\n${lines.join('\n')}\n`]),
      'rows.csv',
    );
    form.set('presentation[data_mapping]', JSON.stringify(MAPPING));
    form.set('presentation[deliver_to_column]', 'Email');
    form.set('presentation[delivery_confirm_count]', String(recipients.length));
    const created = await user.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    if (settle) await waitForStatus(user, created.body.id);
    return created.body.id;
  }

  const slots = (batchId: string) =>
    query<Slot>(
      `SELECT "row_number", "status", "send_after", "staged_at" FROM ${schema}."row_deliveries"
       WHERE "batch_id" = $1 ORDER BY "row_number"`,
      [batchId],
    );

  async function settledSlots(batchId: string, sent: number): Promise<Slot[]> {
    let found: Slot[] = [];
    await eventually(
      async () => {
        found = await slots(batchId);
        return found.filter((slot) => slot.status === 'sent').length === sent;
      },
      `${sent} mails of ${batchId} sent`,
      { timeoutMs: 30_000, intervalMs: 250 },
    );
    return found;
  }

  const mailsTo = (to: string) => stack.smtp.messages.filter((mail) => mail.envelopeTo.includes(to)).length;
  const sweep = () => stack.app.get(DeliverySweep, { strict: false }).pass();
  const makeDue = (batchId: string, row: number) =>
    query(
      `UPDATE ${schema}."row_deliveries" SET "send_after" = now() - interval '1 second'
       WHERE "batch_id" = $1 AND "row_number" = $2`,
      [batchId, row],
    );

  async function deckConsumer() {
    const nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222' });
    try {
      const jsm = await jetstreamManager(nc);
      return await jsm.consumers.info(`${stack.namespace.toUpperCase()}_DECKMILL_JOBS`, 'mail-deck-delivery');
    } finally {
      await nc.close();
    }
  }

  it('stages only the first of three mails now; the others wait in the database, not on the bus', async () => {
    const tag = randomUUID().slice(0, 8);
    const to = [1, 2, 3].map((n) => `r${n}-${tag}@example.com`);
    const batchId = await createMailing(owner, to);

    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(to[0] ?? ''), 30_000);
    const [first, second, third] = await settledSlots(batchId, 1);
    expect([second?.status, third?.status]).toEqual(['queued', 'queued']);
    expect([second?.staged_at, third?.staged_at]).toEqual([null, null]);
    const at = (slot: Slot | undefined) => new Date(slot?.send_after ?? 0).getTime();
    expect(at(second) - at(first)).toBe(HOUR_MS);
    expect(at(third) - at(first)).toBe(2 * HOUR_MS);

    await sweep(); // nothing is due yet
    const waiting = await deckConsumer();
    expect(waiting.num_ack_pending).toBe(0);
    expect(waiting.num_pending).toBe(0);
    expect(waiting.num_redelivered).toBe(0);
    expect(mailsTo(to[1] ?? '')).toBe(0);

    // An hour later (faked): the sweeper stages the second mail, the third still waits.
    await makeDue(batchId, 2);
    await sweep();
    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(to[1] ?? ''), 30_000);
    const later = await settledSlots(batchId, 2);
    expect(later[2]).toMatchObject({ status: 'queued', staged_at: null });
    expect(mailsTo(to[2] ?? '')).toBe(0);
    expect((await deckConsumer()).num_ack_pending).toBe(0);
  });

  it('keeps a deleted batch’s slots counted: the next batch’s mail waits for the hour', async () => {
    const user = await newUser(stack);
    const tag = randomUUID().slice(0, 8);
    const firstTo = `before-${tag}@example.com`;
    const template = await uploadTemplate(user, sampleDeck());
    const firstBatch = await createMailing(user, [firstTo], template);
    await stack.smtp.waitForMail((mail) => mail.envelopeTo.includes(firstTo), 30_000);
    const [sent] = await settledSlots(firstBatch, 1);
    await query(`DELETE FROM ${schema}."batches" WHERE "id" = $1`, [firstBatch]);

    const nextTo = `after-${tag}@example.com`;
    const nextBatch = await createMailing(user, [nextTo], template);
    let next: Slot | undefined;
    await eventually(async () => {
      [next] = await slots(nextBatch);
      return next?.status === 'queued';
    }, 'the next mail queued');
    const gap = new Date(next?.send_after ?? 0).getTime() - new Date(sent?.send_after ?? 0).getTime();
    expect(gap).toBe(HOUR_MS);
    expect(next?.staged_at).toBeNull();
    await sweep();
    expect(mailsTo(nextTo)).toBe(0);
  });

  it('stages a due row once when two sweepers run at the same time', async () => {
    const user = await newUser(stack);
    const tag = randomUUID().slice(0, 8);
    const to = [1, 2, 3, 4].map((n) => `race${n}-${tag}@example.com`);
    const batchId = await createMailing(user, to, await uploadTemplate(user, sampleDeck()));
    await settledSlots(batchId, 1);
    for (const row of [2, 3, 4]) await makeDue(batchId, row);

    const queue = stack.app.get(DeliveryQueue, { strict: false });
    const staged = await Promise.all([queue.stageDue(), queue.stageDue(), queue.stageDue()]);
    expect(staged.reduce((sum, count) => sum + count, 0)).toBe(3);

    await settledSlots(batchId, 4);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(to.map(mailsTo)).toEqual([1, 1, 1, 1]);
  });

  it('cancelUnsent stops the mails still waiting for their slot and leaves the sent one', async () => {
    const user = await newUser(stack);
    const tag = randomUUID().slice(0, 8);
    const to = [1, 2].map((n) => `cancel${n}-${tag}@example.com`);
    const batchId = await createMailing(user, to, await uploadTemplate(user, sampleDeck()));
    await settledSlots(batchId, 1);

    expect(await stack.app.get(DeliveryQueue, { strict: false }).cancelUnsent(batchId)).toBe(1);
    await makeDue(batchId, 2);
    await sweep();
    const [sent, cancelled] = await slots(batchId);
    expect(sent?.status).toBe('sent');
    expect(cancelled).toMatchObject({ status: 'skipped', staged_at: null });
    expect(mailsTo(to[1] ?? '')).toBe(0);
  });

  /**
   * Runs `work` in a transaction that is rolled back, every statement on row_deliveries explained first; `setUp`
   * runs in it before, unexplained.
   */
  async function explainedRolledBack(
    work: (manager: EntityManager) => Promise<unknown>,
    setUp: (manager: EntityManager) => Promise<unknown> = async () => undefined,
  ): Promise<ExplainedStatement[]> {
    const plans: ExplainedStatement[] = [];
    const rolledBack = new Error('roll back: the batch is left as it was');
    await stack.dataSource
      ?.transaction(async (manager) => {
        const runner = manager.queryRunner;
        if (!runner) throw new Error('a transaction has its runner');
        await setUp(manager);
        const stopExplaining = explainEach(runner, plans, /row_deliveries/);
        try {
          await work(manager);
        } finally {
          // The rollback's own statement must go through the runner as it is.
          stopExplaining();
        }
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    return plans;
  }

  it('reads a chunk’s mails by both key columns and asks the open mails’ index whether any is open', async () => {
    // Read by batch alone, each chunk's scheduling read every waiting mail of its batch and each mail's outcome
    // counted the whole batch: a 10,000-row mailed batch took 66-76 s, then 28-34 s (docs/benchmarks.md,
    // "Mailed batches"). A batch just made, as every batch is when its chunks settle: no statistics know it.
    const tag = randomUUID().slice(0, 8);
    const recipients = Array.from({ length: 2000 }, (_, index) => `plan${index}-${tag}@example.com`);
    let batchId: string | undefined;
    try {
      held.hold();
      batchId = await createMailing(owner, recipients, templateId, { settle: false });
      const id = batchId;
      const queueIn = (manager: EntityManager, outbox = {} as OutboxWriter) =>
        new DeliveryQueue(
          {
            transaction: (work: never) => (work as (m: EntityManager) => unknown)(manager),
          } as unknown as DataSource,
          stack.app.get(GENERATION_OPTIONS, { strict: false }),
          stack.app.get(DeliveryStaging, { strict: false }),
          { flush: async () => undefined } as unknown as OutboxRelay,
          outbox,
        );
      const notWaiting = async (manager: EntityManager) =>
        (
          await manager.query(
            `SELECT count(*)::int AS "moved", min("row_number") AS "first", max("row_number") AS "last"
             FROM ${schema}."row_deliveries" WHERE "batch_id" = $1 AND "status" <> 'waiting'`,
            [id],
          )
        )[0] as unknown;

      // The chunk's rows done, as a chunk's settling leaves them, in the transaction that is rolled back.
      for (const analysed of [false, true]) {
        const scheduled = await explainedRolledBack(
          async (manager) => {
            await queueIn(manager).queueReady(
              id,
              Array.from({ length: 25 }, (_, index) => 1201 + index),
            );
            // The chunk's mails and no other left `waiting`.
            expect(await notWaiting(manager)).toEqual({ moved: 25, first: 1201, last: 1225 });
          },
          async (manager) => {
            await manager.query(
              `UPDATE ${schema}."batch_rows" SET "status" = 'done'
             WHERE "batch_id" = $1 AND "row_number" BETWEEN 1201 AND 1225`,
              [id],
            );
            // With the tables' statistics too, as autovacuum leaves them later in a batch's life.
            if (analysed) {
              await manager.query(`ANALYZE ${schema}."batch_rows"`);
              await manager.query(`ANALYZE ${schema}."row_deliveries"`);
            }
          },
        );
        // The failed rows' mails, the ready ones and the update that queues them: each scan of either table by the
        // chunk's range in the key's index.
        const chunkStatements = scheduled.filter(({ text }) =>
          /^\s*(UPDATE \S+ AS d SET "status" = '(skipped|queued)'|SELECT d\."row_number" AS "rowNumber")/.test(
            text,
          ),
        );
        expect(chunkStatements.map(({ text }) => text.trim().slice(0, 60))).toHaveLength(3);
        for (const { text, nodes } of chunkStatements) {
          const scans = [...scansOf(nodes, 'row_deliveries'), ...scansOf(nodes, 'batch_rows')];
          expect({ text, scans: scans.length > 0 }).toEqual({ text, scans: true });
          for (const scan of scans) expect(scan).toMatch(/Scan.*: .*row_number >= 1201.*row_number <= 1225/);
        }
      }

      // Late in a batch, as every outcome but the first few asks: most mails sent, the table analysed.
      const settled = await explainedRolledBack(
        (manager) =>
          stageDeliveredWhenSettled(manager, {} as OutboxWriter, id, new Date().toISOString()).then(
            (staged) => expect(staged).toBe(false),
          ),
        async (manager) => {
          await manager.query(
            `UPDATE ${schema}."row_deliveries" SET "status" = 'sent' WHERE "batch_id" = $1 AND "row_number" <= 1990`,
            [id],
          );
          await manager.query(`ANALYZE ${schema}."row_deliveries"`);
        },
      );
      expect(settled).toHaveLength(1);
      expect(scansOf(settled[0]?.nodes ?? [], 'row_deliveries')).toEqual([
        expect.stringMatching(/Scan \(row_deliveries_open\): .*batch_id = /),
      ]);

      // A row failed for good: its mail is skipped then, in the same transaction, not left for the batch's end.
      await explainedRolledBack(async (manager) => {
        await manager.query(
          `UPDATE ${schema}."batch_rows" SET "status" = 'failed' WHERE "batch_id" = $1 AND "row_number" = 7`,
          [id],
        );
        // Other mails still open: nothing to announce.
        expect(await queueIn(manager).skipFailedRow(manager, id, 7)).toBe(false);
        const [skipped] = await manager.query(
          `SELECT "status", "detail" FROM ${schema}."row_deliveries" WHERE "batch_id" = $1 AND "row_number" = 7`,
          [id],
        );
        expect(skipped).toEqual({ status: 'skipped', detail: NO_DECK_DETAIL });
        expect(await notWaiting(manager)).toEqual({ moved: 1, first: 7, last: 7 });
      });

      // The finalizer announces the batch when its own skip settled the last mail, and never again after.
      await explainedRolledBack(async (manager) => {
        await manager.query(
          `UPDATE ${schema}."row_deliveries" SET "status" = 'sent' WHERE "batch_id" = $1 AND "row_number" <> 7`,
          [id],
        );
        await manager.query(
          `UPDATE ${schema}."batch_rows" SET "status" = 'failed' WHERE "batch_id" = $1 AND "row_number" = 7`,
          [id],
        );
        const staged: { key: string; payload: unknown }[] = [];
        const outbox = {
          stage: async (_manager: unknown, message: { key: string; payload: unknown }) =>
            void staged.push(message),
        } as unknown as OutboxWriter;
        await queueIn(manager, outbox).queueReady(id);
        await queueIn(manager, outbox).queueReady(id);
        expect(staged).toEqual([
          {
            kind: 'event',
            key: 'presentation.delivered',
            payload: expect.objectContaining({ batchId: id, delivered: 1999, failed: 0 }),
            messageId: `presentation.delivered:${id}`,
          },
        ]);
      });
    } finally {
      // 2,000 held rows would otherwise render before the stack stops.
      const cancelled = batchId && (await owner.client.post(`/api/app/presentations/${batchId}/cancel`));
      held.release();
      if (cancelled) expect(cancelled.status).toBe(200);
    }
  });
});
