import path from 'node:path';
import type { PresentationDetail, PresentationListPage } from '@deckmill/api-contracts';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { startTsProcess, until, type TsProcess } from '@deckmill/testing';
import {
  bulkCreate,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { workerEnvironment } from './support/worker-environment';
import { expectEveryRowOnce } from './support/zip-rows';

const ENTRY = path.join(__dirname, 'support/generation-part.process.ts');
const SMALL = 40;
const LARGE = 400;
/** A detail or list call answered slower than this is not "answering quickly" (a worker away costs nothing). */
const QUICK_MS = 5_000;
const METRICS_TOKEN = 'scrape-generation-api';

/**
 * Generation's request/reply API in a process that never renders. The stack (gateway, identity,
 * teams, templates, billing, mail) runs in the test's process against the machine's PostgreSQL and NATS and an
 * S3 server; `--target=generation-api` and `--target=generation-worker` run as child processes of their own
 * (migrated first by `--target=generation-api --migrate`). A batch completes; then the only worker is killed
 * with SIGKILL mid-batch: the API still answers the batch's detail and the list at once and nothing renders;
 * a restarted worker finishes the batch with every row exactly once.
 */
describe('generation: the API apart from the render workers', () => {
  let stack: TestStack;
  let env: NodeJS.ProcessEnv;
  const children: TsProcess[] = [];

  const start = async (args: string[], ready: RegExp): Promise<TsProcess> => {
    const child = startTsProcess(ENTRY, args, env);
    children.push(child);
    await child.waitForOutput(ready, 90_000);
    return child;
  };

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'teams', 'templates', 'billing', 'mail'],
    });
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has no database');
    // A schema another suite of this Jest worker left behind would hold its migrations and rows.
    await dataSource.query(
      `DROP SCHEMA IF EXISTS "${process.env['DECKMILL_SCHEMA_PREFIX']}generation" CASCADE`,
    );
    env = { ...workerEnvironment(stack, 2), METRICS_TOKEN };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => child.kill()));
    await stack?.stop();
  }, 60_000);

  it('migrates generation\u2019s schema from the API part, in its own migrations table', async () => {
    const migration = startTsProcess(ENTRY, ['--target=generation-api', '--migrate'], env);
    children.push(migration);
    const code = await new Promise<number | null>((resolve) => migration.child.once('exit', resolve));
    expect([code, migration.output()]).toEqual([0, 'generation-api migrated generation\n']);
    // Recorded as `--target=generation --migrate` records them: in generation's schema, not a shared table.
    const recorded = await stack.dataSource?.query<{ name: string }[]>(
      `SELECT "name" FROM "${process.env['DECKMILL_SCHEMA_PREFIX']}generation"."migrations"`,
    );
    expect(recorded?.map((row) => row.name)).toContain('GenerationCreateBatches1795260000000');
  }, 120_000);

  it('completes batches; with the worker killed the API still answers and nothing renders', async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    const [api, firstWorker] = await Promise.all([
      start(['--target=generation-api'], /generation-api ready/),
      start(['--target=generation-worker'], /generation-worker ready/),
    ]);

    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const small = await bulkCreate(user, { templateId, csv: sampleCsv(SMALL) });
    expect(small.status).toBe(201);
    const smallDetail = await waitForStatus(user, small.body.id, ['completed', 'failed'], 90_000);
    expect(smallDetail).toMatchObject({ status: 'completed', rows_done: SMALL, rows_failed: 0 });
    expectEveryRowOnce((await download(user, smallDetail.download_url ?? '')).bytes, SMALL);

    const large = await bulkCreate(user, { templateId, csv: sampleCsv(LARGE) });
    expect(large.status).toBe(201);
    const rowsDone = async (): Promise<number> => {
      const [row] = await dataSource.query<{ rows_done: number }[]>(
        `SELECT "rows_done" FROM "${process.env['DECKMILL_SCHEMA_PREFIX']}generation"."batches" WHERE "id" = $1`,
        [large.body.id],
      );
      return row?.rows_done ?? 0;
    };
    await until(async () => (await rowsDone()) >= LARGE / 10, 90_000, 'a tenth of the rows');
    await firstWorker.kill();
    // An update the worker sent just before SIGKILL may still commit after it exited.
    const doneAtKill = await settled(rowsDone);
    expect(doneAtKill).toBeLessThan(LARGE);

    // No worker runs: every call is answered by the API process, at once, for as long as the worker is away.
    for (let call = 0; call < 10; call++) {
      await expectQuickAnswer(user, `/api/app/presentations/${large.body.id}`, (body: PresentationDetail) =>
        expect(body).toMatchObject({ id: large.body.id, status: 'processing' }),
      );
      await expectQuickAnswer(user, '/api/app/presentations', (body: PresentationListPage) =>
        expect(body.presentations.map((item) => item.id)).toContain(large.body.id),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    // The API consumed no chunk meanwhile: it never renders.
    expect(await rowsDone()).toBe(doneAtKill);
    // Yet it reports the chunks waiting, so the render-backlog alert sees them with no worker left.
    expect(await renderBacklog(api)).toBeGreaterThan(0);

    await start(['--target=generation-worker'], /generation-worker ready/);
    const detail = await waitForStatus(user, large.body.id, ['completed', 'failed'], 150_000);
    expect(detail).toMatchObject({ status: 'completed', rows_done: LARGE, rows_failed: 0, progress: 100 });
    const zip = await download(user, detail.download_url ?? '');
    expect(zip.status).toBe(200);
    expectEveryRowOnce(zip.bytes, LARGE);
  }, 360_000);
});

/** generation-render's pending chunks as the API process's /metrics reports them; undefined when absent. */
async function renderBacklog(api: TsProcess): Promise<number | undefined> {
  const port = /generation-api ready on port (\d+)/.exec(api.output())?.[1];
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  const line = (await res.text())
    .split('\n')
    .find(
      (text) =>
        text.startsWith('deckmill_bus_consumer_pending{') && text.includes('consumer="generation-render"'),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** The value once it has not changed for a second (it may go on moving for a moment), at most 30 s. */
async function settled(read: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + 30_000;
  let value = await read();
  let sameSince = Date.now();
  while (Date.now() - sameSince < 1_000) {
    if (Date.now() > deadline) throw new Error(`still changing after 30 s (now ${value})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await read();
    if (next !== value) [value, sameSince] = [next, Date.now()];
  }
  return value;
}

/** One GET through the gateway, answered 200 within QUICK_MS, its body checked. */
async function expectQuickAnswer<Body>(
  user: TestUser,
  url: string,
  check: (body: Body) => void,
): Promise<void> {
  const started = Date.now();
  const res = await user.client.get<Body>(url);
  const took = Date.now() - started;
  expect([url, res.status]).toEqual([url, 200]);
  expect(took).toBeLessThan(QUICK_MS);
  check(res.body);
}
