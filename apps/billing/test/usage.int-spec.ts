import { DataSource } from 'typeorm';
import { USAGE_LIMIT_REACHED } from '@deckmill/bus-contracts';
import { openDatabase } from '@deckmill/database';
import {
  MESSAGE_BUS,
  OutboxRelay,
  OutboxWriter,
  DomainException,
  isDomainError,
  type MessageBus,
} from '@deckmill/messaging';
import { billingDatabase } from '../src/billing.database';
import type { Clock } from '../src/clock/clock';
import { NoPaymentProvider } from '../src/payment/no-payment-provider';
import { SubscriptionLedger } from '../src/subscriptions/subscription-ledger';
import { ReserveUsageUseCase } from '../src/usage/use-cases/reserve-usage/reserve-usage.use-case';
import { UsageRepository } from '../src/usage/usage.repository';
import { SubscriptionChange } from '../src/subscriptions/entities/subscription-change.entity';
import { Subscription } from '../src/subscriptions/entities/subscription.entity';
import { UsageMonth } from '../src/usage/entities/usage-month.entity';
import {
  eventually,
  eventuallyAsync,
  newUserId,
  startBillingStack,
  type BillingStack,
} from './billing-stack';

async function refusal(promise: Promise<unknown>): Promise<DomainException> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainException) return error;
    throw error;
  }
  throw new Error('expected the call to be refused');
}

describe('billing usage over real PostgreSQL and NATS', () => {
  let billing: BillingStack;

  beforeAll(async () => {
    billing = await startBillingStack();
  });

  afterAll(async () => {
    await billing.stop();
  });

  beforeEach(() => {
    billing.setNow('2026-11-20T12:00:00Z');
  });

  it('starts every user on free with 10 decks a month and a watermark', async () => {
    const usage = await billing.rpc.call('billing.get-usage', { userId: newUserId() });
    expect(usage).toEqual({
      tier: 'free',
      currentUsage: 0,
      usageLimit: 10,
      periodStart: '2026-11-01T00:00:00.000Z',
      resetsAt: '2026-12-01T00:00:00.000Z',
      watermark: true,
    });
  });

  it('reserves within the limit and refuses past it, saying how many remain and when it resets', async () => {
    const userId = newUserId();
    const first = await billing.rpc.call('billing.reserve', { userId, rows: 7, batchId: 'batch-1' });
    expect(first).toEqual({ reserved: true, remaining: 3, resetsAt: '2026-12-01T00:00:00.000Z' });
    const refused = await refusal(
      billing.rpc.call('billing.reserve', { userId, rows: 4, batchId: 'batch-2' }),
    );
    expect(refused.kind).toBe('limit_reached');
    expect(refused.code).toBe(USAGE_LIMIT_REACHED);
    expect(refused.message).toContain('Only 3 of the 10 presentations');
    expect(refused.message).toContain('resets on December 1, 2026');
    const usage = await billing.rpc.call('billing.get-usage', { userId });
    expect(usage.currentUsage).toBe(7);
  });

  it('counts a redelivered reservation once', async () => {
    const userId = newUserId();
    await billing.rpc.call('billing.reserve', { userId, rows: 4, batchId: 'same-batch' });
    const again = await billing.rpc.call('billing.reserve', { userId, rows: 4, batchId: 'same-batch' });
    expect(again.remaining).toBe(6);
    expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(4);
  });

  it('gives back failed rows once, at most what the batch reserved', async () => {
    const userId = newUserId();
    await billing.rpc.call('billing.reserve', { userId, rows: 8, batchId: 'b' });
    expect(await billing.rpc.call('billing.release', { userId, rows: 3, batchId: 'b' })).toEqual({
      released: 3,
      remaining: 5,
    });
    // A redelivery, then the running total growing to 5, then past what was reserved.
    expect((await billing.rpc.call('billing.release', { userId, rows: 3, batchId: 'b' })).released).toBe(0);
    expect((await billing.rpc.call('billing.release', { userId, rows: 5, batchId: 'b' })).released).toBe(2);
    expect((await billing.rpc.call('billing.release', { userId, rows: 50, batchId: 'b' })).released).toBe(3);
    expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(0);
    expect(
      (await billing.rpc.call('billing.release', { userId, rows: 2, batchId: 'unknown' })).released,
    ).toBe(0);
  });

  it('resets the allowance at the start of the next calendar month (UTC)', async () => {
    const userId = newUserId();
    billing.setNow('2026-11-30T23:59:59Z');
    await billing.rpc.call('billing.reserve', { userId, rows: 10, batchId: 'november' });
    await refusal(billing.rpc.call('billing.reserve', { userId, rows: 1, batchId: 'late-november' }));
    billing.setNow('2026-12-01T00:00:00Z');
    const december = await billing.rpc.call('billing.reserve', { userId, rows: 10, batchId: 'december' });
    expect(december).toEqual({ reserved: true, remaining: 0, resetsAt: '2027-01-01T00:00:00.000Z' });
    // Rows of November's batch that failed go back to November, not to December's allowance.
    await billing.rpc.call('billing.release', { userId, rows: 4, batchId: 'november' });
    expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(10);
  });

  it('publishes usage.recorded for reservations and releases', async () => {
    const userId = newUserId();
    const bus = billing.stack.app.get<MessageBus>(MESSAGE_BUS);
    const seen: { rows: number; month: string }[] = [];
    const subscription = await bus.subscribeEvent(
      'usage.recorded',
      { durable: `usage-probe-${Date.now()}` },
      async ({ data }) => {
        if (data.userId === userId) seen.push({ rows: data.rows, month: data.month });
      },
    );
    await billing.rpc.call('billing.reserve', { userId, rows: 5, batchId: 'evt' });
    await billing.rpc.call('billing.release', { userId, rows: 2, batchId: 'evt' });
    await eventually(() => seen.length >= 2);
    await subscription.stop();
    expect(seen).toEqual([
      { rows: 5, month: '2026-11' },
      { rows: -2, month: '2026-11' },
    ]);
  });

  it('still publishes usage.recorded when the bus failed right after the reservation committed', async () => {
    const userId = newUserId();
    const bus = billing.stack.app.get<MessageBus>(MESSAGE_BUS);
    const dataSource = billing.stack.dataSource;
    if (!dataSource) throw new Error('the billing stack has a database');
    const seen: number[] = [];
    const subscription = await bus.subscribeEvent(
      'usage.recorded',
      { durable: `usage-outbox-probe-${Date.now()}` },
      async ({ data }) => void (data.userId === userId && seen.push(data.rows)),
    );
    // A billing process whose bus is down: the reservation commits, its own flush can publish nothing.
    const downBus = new Proxy(bus, {
      get: (target, name): unknown =>
        name === 'publishEvent'
          ? () => Promise.reject(new Error('NATS unreachable'))
          : Reflect.get(target, name, target),
    });
    const outbox = new OutboxWriter('billing');
    const failingRelay = new OutboxRelay('billing', dataSource, downBus);
    const clock: Clock = { now: () => new Date() };
    const ledger = new SubscriptionLedger(dataSource, clock, new NoPaymentProvider(), outbox, failingRelay);
    const reserve = new ReserveUsageUseCase(
      ledger,
      dataSource,
      clock,
      outbox,
      failingRelay,
      new UsageRepository(),
    );
    await expect(reserve.execute({ userId, rows: 3, batchId: 'bus-down' })).resolves.toMatchObject({
      reserved: true,
    });

    // The service's own relay (flushing after its next commit, or on its interval) publishes the staged row.
    await billing.stack.app.get(OutboxRelay, { strict: false }).flush();
    await eventually(() => seen.length === 1);
    await subscription.stop();
    expect(seen).toEqual([3]);
  });

  it('opens the free subscription on user.registered and closes it with its usage on user.deleted', async () => {
    const userId = newUserId();
    const bus = billing.stack.app.get<MessageBus>(MESSAGE_BUS);
    const subscriptions = () => billing.stack.dataSource?.getRepository(Subscription).countBy({ userId });
    const occurredAt = new Date().toISOString();
    await bus.publishEvent('user.registered', { userId, email: 'e@example.test', name: 'E', occurredAt });
    await eventuallyAsync(async () => (await subscriptions()) === 1);
    await billing.rpc.call('billing.set-tier', { userId, tier: 'starter' });
    await billing.rpc.call('billing.reserve', { userId, rows: 2, batchId: 'before-deletion' });

    await bus.publishEvent('user.deleted', { userId, occurredAt });
    await eventuallyAsync(async () => (await subscriptions()) === 0);
    expect(await billing.stack.dataSource?.getRepository(UsageMonth).countBy({ userId })).toBe(0);
    expect(await billing.stack.dataSource?.getRepository(SubscriptionChange).countBy({ userId })).toBe(2);
  });

  describe('concurrent reservations', () => {
    const connections: DataSource[] = [];

    afterAll(async () => {
      await Promise.all(connections.map((connection) => connection.destroy()));
    });

    it('never lets concurrent batches over NATS pass the limit together', async () => {
      const userId = newUserId();
      const attempts = Array.from({ length: 12 }, (_, index) =>
        billing.rpc.call('billing.reserve', { userId, rows: 3, batchId: `rpc-${index}` }).then(
          () => 'reserved' as const,
          (error: unknown) => {
            if (isDomainError(error, 'limit_reached')) return 'refused' as const;
            throw error;
          },
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((outcome) => outcome === 'reserved')).toHaveLength(3);
      expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(9);
    });

    it('never lets batches reserved through separate database connections pass the limit together', async () => {
      const userId = newUserId();
      const url = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
      const clock: Clock = { now: () => new Date('2026-11-20T12:00:00Z') };
      const bus = billing.stack.app.get<MessageBus>(MESSAGE_BUS);
      // Four independent connection pools stand for four billing replicas.
      const replicas = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const connection = await openDatabase({
            connection: { kind: 'url', url, poolSize: 3 },
            services: [billingDatabase],
            migrate: false,
          });
          connections.push(connection);
          const outbox = new OutboxWriter('billing');
          const relay = new OutboxRelay('billing', connection, bus);
          const ledger = new SubscriptionLedger(connection, clock, new NoPaymentProvider(), outbox, relay);
          return new ReserveUsageUseCase(ledger, connection, clock, outbox, relay, new UsageRepository());
        }),
      );
      const outcomes = await Promise.all(
        Array.from({ length: 24 }, (_, index) => replicas[index % replicas.length]).map((replica, index) =>
          replica.execute({ userId, rows: 4, batchId: `replica-${index}` }).then(
            () => 4,
            (error: unknown) => {
              if (isDomainError(error, 'limit_reached')) return 0;
              throw error;
            },
          ),
        ),
      );
      const reservedRows = outcomes.reduce((sum, rows) => sum + rows, 0);
      expect(reservedRows).toBe(8);
      expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(8);
    });
  });
});
