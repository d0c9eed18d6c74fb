import path from 'node:path';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { startTsProcess, until, type TsProcess } from '@deckmill/testing';
import { bulkCreate, download, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { workerEnvironment } from './support/worker-environment';
import { expectEveryRowOnce } from './support/zip-rows';

const ROWS = 400;

/**
 * A second generation worker runs as its own process against the stack's PostgreSQL schemas, NATS namespace
 * and bucket; it is killed with SIGKILL while it holds chunks. JetStream redelivers them to the surviving
 * worker and the batch completes with every row exactly once.
 */
describe('generation: a worker process killed mid-batch', () => {
  let stack: TestStack;
  let worker: TsProcess | undefined;

  beforeAll(async () => {
    // The in-stack worker takes one chunk at a time, so the child (four at a time) holds most of the work.
    stack = await startTestStack({ modules: { generation: { concurrency: 1 } } });
  });

  afterAll(async () => {
    await worker?.kill();
    await stack.stop();
  });

  it('loses nothing and duplicates nothing', async () => {
    worker = startTsProcess(
      path.join(__dirname, 'support/generation-worker.process.ts'),
      ['--target=generation'],
      workerEnvironment(stack, 4),
    );
    await worker.waitForOutput(/generation worker ready/);

    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(ROWS) });
    expect(created.status).toBe(201);
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has no database');
    const rowsDone = async () => {
      const [row] = await dataSource.query<{ rows_done: number }[]>(
        `SELECT "rows_done" FROM "${process.env['DECKMILL_SCHEMA_PREFIX']}generation"."batches" WHERE "id" = $1`,
        [created.body.id],
      );
      return row?.rows_done ?? 0;
    };
    await until(async () => (await rowsDone()) >= ROWS / 10, 60_000, 'a tenth of the rows');
    const doneAtKill = await rowsDone();
    await worker.kill();
    expect(doneAtKill).toBeLessThan(ROWS);

    const detail = await waitForStatus(user, created.body.id, ['completed', 'failed'], 80_000);
    expect(detail).toMatchObject({ status: 'completed', rows_done: ROWS, rows_failed: 0, progress: 100 });
    const zip = await download(user, detail.download_url ?? '');
    expect(zip.status).toBe(200);
    expectEveryRowOnce(zip.bytes, ROWS);
  }, 150_000);
});
