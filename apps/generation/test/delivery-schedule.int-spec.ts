import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { DeliveryQueue } from '../src/delivery/delivery-queue';
import { DeliverySweep } from '../src/delivery/delivery-sweep';
import { MAPPING, newUser, uploadTemplate, waitForStatus, type TestUser } from './support/generation-helpers';
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

  beforeAll(async () => {
    stack = await startTestStack({ modules: { generation: { concurrency: 2, deliveryMailsPerHour: 1 } } });
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, sampleDeck());
  });

  afterAll(() => stack.stop());

  const query = <T>(sql: string, params: unknown[]): Promise<T[]> =>
    stack.dataSource?.query(sql, params) as Promise<T[]>;

  async function createMailing(user: TestUser, recipients: string[], template = templateId): Promise<string> {
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
    await waitForStatus(user, created.body.id);
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
});
