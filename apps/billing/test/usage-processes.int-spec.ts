import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { newUserId, startBillingStack, type BillingStack } from './billing-stack';

const REPO = join(__dirname, '../../..');
const WORKER = join(__dirname, 'support/reserve-worker.ts');

interface Replica {
  child: ChildProcessWithoutNullStreams;
  lines: string[];
  waitFor(predicate: (line: string) => boolean): Promise<string>;
}

/** Starts a billing replica in its own Node process (TypeScript through @swc-node/register). */
function startReplica(env: Record<string, string>): Replica {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', WORKER], {
    cwd: REPO,
    env: { ...process.env, SWC_NODE_PROJECT: join(REPO, 'tsconfig.json'), ...env },
  });
  const lines: string[] = [];
  const waiters: { predicate: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.predicate(line))) waiter.resolve(line);
    }
  });
  return {
    child,
    lines,
    waitFor: (predicate) =>
      new Promise((resolve, reject) => {
        const seen = lines.find(predicate);
        if (seen) return resolve(seen);
        waiters.push({ predicate, resolve });
        child.once('exit', (code) => {
          const line = lines.find(predicate);
          if (line) resolve(line);
          else reject(new Error(`replica exited with ${code}: ${stderr}`));
        });
      }),
  };
}

describe('reservations from several processes', () => {
  let billing: BillingStack;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    billing = await startBillingStack();
  });

  afterAll(async () => {
    for (const replica of replicas) if (replica.child.exitCode === null) replica.child.kill();
    await billing.stop();
  });

  it('never lets batches reserved by separate billing processes pass the limit together', async () => {
    billing.setNow('2026-11-20T12:00:00Z');
    const userId = newUserId();
    // Opens the free subscription (10 decks) before the race.
    await billing.rpc.call('billing.get-usage', { userId });
    for (const label of ['p1', 'p2', 'p3', 'p4']) {
      replicas.push(
        startReplica({
          RESERVE_USER_ID: userId,
          RESERVE_ATTEMPTS: '5',
          RESERVE_ROWS: '3',
          RESERVE_LABEL: label,
          RESERVE_NOW: '2026-11-20T12:00:00Z',
          RESERVE_DATABASE_URL: process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
          RESERVE_NATS_URL: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
          RESERVE_NAMESPACE: billing.stack.namespace,
        }),
      );
    }
    await Promise.all(replicas.map((replica) => replica.waitFor((line) => line === 'ready')));
    for (const replica of replicas) replica.child.stdin.write('go\n');
    const results = await Promise.all(
      replicas.map(async (replica) => {
        const line = await replica.waitFor((candidate) => candidate.startsWith('{'));
        return (JSON.parse(line) as { reservedRows: number }).reservedRows;
      }),
    );

    const reservedRows = results.reduce((sum, rows) => sum + rows, 0);
    expect(reservedRows).toBe(9); // three batches of 3 fit in 10; 17 others were refused
    expect((await billing.rpc.call('billing.get-usage', { userId })).currentUsage).toBe(9);
  });
});
