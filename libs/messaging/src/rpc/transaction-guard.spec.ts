import { of } from 'rxjs';
import type { DataSource } from 'typeorm';
import { fakeSqlExecutor, runInTransactionScope } from '@deckmill/database';
import type { MessageBus } from '../ports';
import { OutboxRelay } from '../outbox/outbox-relay';
import { RpcClient, type RpcClientTransport } from './rpc-client';
import { WaitInsideTransactionError } from './transaction-guard';

const userId = '00000000-0000-4000-8000-000000000001';

/** A client over a transport that answers every request with the plan of a free user, and counts them. */
function client(refuseInsideTransaction: boolean) {
  const sent: string[] = [];
  const transport: RpcClientTransport = {
    send: ((subject: string) => {
      sent.push(subject);
      return of({ tier: 'free', seatLimit: 1 });
    }) as RpcClientTransport['send'],
    close: () => undefined,
  };
  return { rpc: new RpcClient(transport, { timeoutMs: 1_000, refuseInsideTransaction }), sent };
}

describe('waiting on another service inside a transaction', () => {
  it('is refused by RpcClient.call, naming the call and its subject, before anything is sent', async () => {
    const { rpc, sent } = client(true);
    const attempt = runInTransactionScope(() => rpc.call('billing.seat-limit', { userId }));
    await expect(attempt).rejects.toThrow(WaitInsideTransactionError);
    await expect(attempt).rejects.toThrow(
      /^RpcClient\.call\('billing\.seat-limit'\) to \S*billing\.seat-limit\S* inside an open database transaction/,
    );
    expect(sent).toEqual([]);
  });

  it('is not refused once the transaction has ended, nor outside one', async () => {
    const { rpc, sent } = client(true);
    await expect(rpc.call('billing.seat-limit', { userId })).resolves.toEqual({ tier: 'free', seatLimit: 1 });
    let later: () => Promise<unknown> = () => Promise.resolve();
    await runInTransactionScope(async () => {
      later = () => rpc.call('billing.seat-limit', { userId });
    });
    await expect(later()).resolves.toEqual({ tier: 'free', seatLimit: 1 });
    expect(sent).toHaveLength(2);
  });

  it('is let through when the guard is off (production by default)', async () => {
    const { rpc, sent } = client(false);
    await expect(runInTransactionScope(() => rpc.call('billing.seat-limit', { userId }))).resolves.toEqual({
      tier: 'free',
      seatLimit: 1,
    });
    expect(sent).toHaveLength(1);
  });

  it('is refused by OutboxRelay.flush, which reads through the pool the transaction holds', async () => {
    const statements: string[] = [];
    const dataSource = fakeSqlExecutor((sql) => {
      statements.push(sql);
      return [];
    }) as unknown as DataSource;
    const bus = { publishEvent: jest.fn(), publishJob: jest.fn() } as unknown as MessageBus;
    const relay = new OutboxRelay('teams', dataSource, bus, { refuseInsideTransaction: true });
    await expect(runInTransactionScope(() => relay.flush())).rejects.toThrow(
      /^OutboxRelay\(teams\)\.flush\(\) inside an open database transaction/,
    );
    expect(statements).toEqual([]);
    await relay.flush();
    expect(statements.length).toBeGreaterThan(0);
  });
});
