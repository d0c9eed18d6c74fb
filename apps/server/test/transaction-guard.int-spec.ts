import { randomUUID } from 'node:crypto';
import { RpcClient, WaitInsideTransactionError } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import type { DataSource } from 'typeorm';

/**
 * The rule of docs/decisions.md, "No waiting on another service inside a transaction", over real NATS
 * request/reply and real PostgreSQL: teams' process asks billing (its own service, its own schema).
 */
describe('a request to another service inside a database transaction', () => {
  let stack: TestStack;
  let rpc: RpcClient;
  let dataSource: DataSource;
  const userId = randomUUID();

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['teams', 'billing'], s3: false });
    rpc = stack.app.get(RpcClient);
    dataSource = stack.dataSource as DataSource;
  });

  afterAll(() => stack.stop());

  it('is refused at once, naming its subject, before anything is sent', async () => {
    const attempt = dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      return rpc.call('billing.seat-limit', { userId });
    });
    await expect(attempt).rejects.toThrow(WaitInsideTransactionError);
    await expect(attempt).rejects.toThrow(/billing\.seat-limit.* inside an open database transaction/);
  });

  it('is answered when it is made before the transaction, as the services do', async () => {
    const allowance = await rpc.call('billing.seat-limit', { userId });
    const stored = await dataSource.transaction(async (manager) => {
      const rows: { tier: string }[] = await manager.query('SELECT $1::text AS tier', [allowance.tier]);
      return rows[0]?.tier;
    });
    expect(allowance).toEqual({ tier: 'free', seatLimit: expect.any(Number) });
    expect(stored).toBe('free');
  });
});
