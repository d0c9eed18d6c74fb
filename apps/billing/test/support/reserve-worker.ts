/**
 * One billing replica in its own process, for the multi-process concurrency test: opens its own database
 * connections and bus, says `ready`, waits for `go` on stdin, fires its reservations at once and prints
 * `{"reservedRows": n}`. Run with `node -r @swc-node/register` (see usage-processes.int-spec.ts).
 */
import 'reflect-metadata';
import { once } from 'node:events';
import { openDatabase } from '@deckmill/database';
import { JetStreamBus, OutboxRelay, OutboxWriter, isDomainError } from '@deckmill/messaging';
import { billingDatabase } from '../../src/billing.database';
import { NoPaymentProvider } from '../../src/payment/no-payment-provider';
import { SubscriptionLedger } from '../../src/subscriptions/subscription-ledger';
import { ReserveUsageUseCase } from '../../src/usage/use-cases/reserve-usage/reserve-usage.use-case';
import { UsageRepository } from '../../src/usage/usage.repository';

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const userId = setting('RESERVE_USER_ID');
  const attempts = Number(setting('RESERVE_ATTEMPTS'));
  const rows = Number(setting('RESERVE_ROWS'));
  const label = setting('RESERVE_LABEL');
  const clock = { now: () => new Date(setting('RESERVE_NOW')) };
  const connection = await openDatabase({
    connection: { kind: 'url', url: setting('RESERVE_DATABASE_URL'), poolSize: attempts },
    services: [billingDatabase],
    migrate: false,
  });
  const bus = await JetStreamBus.connect({
    servers: setting('RESERVE_NATS_URL'),
    namespace: setting('RESERVE_NAMESPACE'),
  });
  const outbox = new OutboxWriter('billing');
  const relay = new OutboxRelay('billing', connection, bus);
  const reserve = new ReserveUsageUseCase(
    new SubscriptionLedger(connection, clock, new NoPaymentProvider(), outbox, relay),
    connection,
    clock,
    outbox,
    relay,
    new UsageRepository(),
  );
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, (_, index) =>
      reserve.execute({ userId, rows, batchId: `${label}-${index}` }).then(
        () => rows,
        (error: unknown) => {
          if (isDomainError(error, 'limit_reached')) return 0;
          throw error;
        },
      ),
    ),
  );
  process.stdout.write(`${JSON.stringify({ reservedRows: outcomes.reduce((sum, n) => sum + n, 0) })}\n`);
  await bus.close();
  await connection.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
