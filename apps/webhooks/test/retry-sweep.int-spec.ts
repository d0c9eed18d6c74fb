import { randomUUID } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { WebhookDeliveryResponse, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import type { EventPayload } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '@deckmill/testing';
import { DeliveryRepository, type DueAttempt } from '../src/deliveries/delivery.repository';
import { webhooksTables } from '../src/webhooks.tables';
import { signedInUser, type SignedInUser } from './support/users';

const RETRY_DELAY_MS = 1_500;
const PER_ENDPOINT = 5;

/** Retries scheduled in the database and published by the sweeper, over real NATS and PostgreSQL. */
describe('webhook retries: the database schedules them, a sweeper publishes them', () => {
  let receiver: WebhookReceiver;
  let stack: TestStack;
  let ada: SignedInUser;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'webhooks'],
      s3: false,
      modules: {
        webhooks: {
          outboundAllowHosts: `localhost:${receiver.port}`,
          extraCaCertificates: [receiver.certificate],
          retryDelaysMs: [RETRY_DELAY_MS, RETRY_DELAY_MS],
          retrySweepEveryMs: 200,
          retrySweepPerEndpoint: PER_ENDPOINT,
          redispatchAfterMs: 2_000,
        },
      },
    });
    ada = await signedInUser(stack, 'ada');
  });

  afterAll(async () => {
    await stack.stop();
    await receiver.stop();
  });

  async function register(user: SignedInUser, path: string): Promise<WebhookWithSecretResponse> {
    const url = `https://localhost:${receiver.port}${path}`;
    const res = await user.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url,
      events: ['batch.completed'],
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
    return res.body;
  }

  function batchFinished(owner: SignedInUser): EventPayload<'presentation.completed'> {
    return {
      batchId: randomUUID(),
      ownerId: owner.id,
      templateId: 3,
      templateName: 'Quarterly',
      name: 'Q3 decks',
      rowCount: 1,
      rowsDone: 1,
      rowsFailed: 0,
      occurredAt: new Date().toISOString(),
    };
  }

  async function deliveries(user: SignedInUser, id: string): Promise<WebhookDeliveryResponse[]> {
    const res = await user.client.get<{ deliveries: WebhookDeliveryResponse[] }>(
      `/api/settings/webhooks/${id}/deliveries`,
    );
    return res.body.deliveries;
  }

  /** Hand-written SQL on the webhooks database (the stack runs it). */
  function sql<T>(query: string, parameters: unknown[]): Promise<T> {
    if (!stack.dataSource) throw new Error('the stack has no database');
    return stack.dataSource.query(query, parameters);
  }

  async function deliveriesJob() {
    const nc = await connect({ servers: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222' });
    try {
      const jsm = await jetstreamManager(nc);
      return await jsm.consumers.info(`${stack.namespace.toUpperCase()}_DECKMILL_JOBS`, 'webhooks-deliver');
    } finally {
      await nc.close();
    }
  }

  /** Stores `count` deliveries due now for an endpoint without publishing any job, as a lost job leaves them. */
  async function insertDue(endpointId: string, count: number): Promise<string[]> {
    const rows: { id: string }[] = await sql(
      `INSERT INTO ${webhooksTables.deliveries}
         ("id", "endpoint_id", "event_id", "event_type", "body", "created_at", "next_attempt_at")
       SELECT gen_random_uuid(), $1, 'evt_' || gen_random_uuid(), 'batch.completed', '{"n":' || n || '}', now(), now()
       FROM generate_series(1, $2::integer) AS n
       RETURNING "id"`,
      [endpointId, count],
    );
    return rows.map((row) => row.id);
  }

  it('acks the job of a failed attempt and makes the next one when the database says it is due', async () => {
    const path = `/flaky-${randomUUID()}`;
    receiver.answer(path, [500]);
    const { webhook } = await register(ada, path);
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('presentation.completed', batchFinished(ada));

    let waiting: WebhookDeliveryResponse | undefined;
    await eventually(async () => {
      [waiting] = await deliveries(ada, webhook.id);
      return waiting?.attempts.length === 1 && waiting.status === 'pending';
    }, 'the first attempt to fail');
    // The ack follows the attempt's record by a moment; then nothing of this delivery is held by the bus.
    await eventually(async () => {
      const info = await deliveriesJob();
      return info.num_ack_pending === 0 && info.num_pending === 0;
    }, 'the job to be acked');
    expect(await deliveries(ada, webhook.id)).toEqual([
      expect.objectContaining({ status: 'pending', attempt_count: 1 }),
    ]);
    expect((await deliveriesJob()).num_redelivered).toBe(0);

    let done: WebhookDeliveryResponse | undefined;
    await eventually(
      async () => {
        [done] = await deliveries(ada, webhook.id);
        return done?.status === 'delivered';
      },
      'the retry',
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    const [first, second] = done?.attempts ?? [];
    expect([first?.status_code, second?.status_code]).toEqual([500, 200]);
    const scheduled = Date.parse(waiting?.next_attempt_at ?? '');
    expect(Date.parse(first?.attempted_at ?? '') + RETRY_DELAY_MS).toBe(scheduled);
    expect(Date.parse(second?.attempted_at ?? '')).toBeGreaterThanOrEqual(scheduled);
    expect(receiver.on(path)).toHaveLength(2);
  }, 30_000);

  it('sends a delivery whose job was lost (stored pending and due, never published)', async () => {
    const path = `/lost-${randomUUID()}`;
    const { webhook } = await register(ada, path);
    const [id] = await insertDue(webhook.id, 1);

    await eventually(
      async () => (await deliveries(ada, webhook.id))[0]?.status === 'delivered',
      'the sweep',
      {
        timeoutMs: 10_000,
        intervalMs: 100,
      },
    );
    expect(receiver.on(path).map((request) => request.body)).toEqual(['{"n":1}']);
    expect((await deliveries(ada, webhook.id))[0]).toMatchObject({ id, attempt_count: 1 });
  }, 20_000);

  it('never has two sweepers publish, nor the endpoint receive, one attempt twice', async () => {
    const path = `/twice-${randomUUID()}`;
    const { webhook } = await register(ada, path);
    const ids = await insertDue(webhook.id, 40);
    const repository = stack.app.get(DeliveryRepository);
    const claims: DueAttempt[] = [];
    // Two more sweepers besides the stack's own, claiming as fast as they can until no row is left due.
    const sweeper = async () => {
      for (;;) {
        const now = new Date();
        const due = await repository.claimDue(now, new Date(now.getTime() + 3_000), {
          perEndpoint: 40,
          limit: 40,
        });
        if (due.length === 0) return;
        claims.push(...due);
      }
    };
    await Promise.all([sweeper(), sweeper()]);
    const claimedIds = claims.map((claim) => claim.deliveryId);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    expect(claims.every((claim) => claim.attempt === 1)).toBe(true);

    // The test's claims were never published: the stack's sweeper publishes them once their claim expires.
    await eventually(
      async () => {
        const delivered: { count: string }[] = await sql(
          `SELECT count(*) AS "count" FROM ${webhooksTables.deliveries}
           WHERE "endpoint_id" = $1 AND "delivered_at" IS NOT NULL AND "attempt_count" = 1`,
          [webhook.id],
        );
        return Number(delivered[0]?.count) === ids.length;
      },
      'every delivery',
      { timeoutMs: 60_000, intervalMs: 250 },
    );
    const sent = receiver.on(path).map((request) => request.body);
    expect(sent).toHaveLength(ids.length);
    expect(new Set(sent).size).toBe(ids.length);
  }, 90_000);

  it("does not let 1,200 retries to one dead endpoint delay another account's fresh delivery", async () => {
    const deadPath = `/dead-${randomUUID()}`;
    receiver.answer(deadPath, new Array<number>(10_000).fill(500));
    const dead = await register(ada, deadPath);
    await insertDue(dead.webhook.id, 1_200);
    await eventually(
      async () => receiver.on(deadPath).length >= PER_ENDPOINT,
      'the dead endpoint to be tried',
    );

    const bob = await signedInUser(stack, 'bob');
    const freshPath = `/fresh-${randomUUID()}`;
    await register(bob, freshPath);
    const sentAt = Date.now();
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('presentation.completed', batchFinished(bob));
    await eventually(async () => receiver.on(freshPath).length === 1, "bob's delivery", {
      timeoutMs: 10_000,
      intervalMs: 50,
    });
    expect(Date.now() - sentAt).toBeLessThan(5_000);

    // Ada's retries are still mostly ahead, yet only a few at a time are on the bus.
    const pending: { count: string }[] = await sql(
      `SELECT count(*) AS "count" FROM ${webhooksTables.deliveries}
       WHERE "endpoint_id" = $1 AND "delivered_at" IS NULL AND "failed_at" IS NULL`,
      [dead.webhook.id],
    );
    expect(Number(pending[0]?.count)).toBe(1_200);
    const attempted = receiver.on(deadPath).length;
    expect(attempted).toBeLessThan(1_200);
    const info = await deliveriesJob();
    expect(info.num_ack_pending + info.num_pending).toBeLessThanOrEqual(2 * PER_ENDPOINT);
  }, 60_000);
});
