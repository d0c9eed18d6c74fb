import { startTestStack, type TestStack } from '@deckmill/server-harness';
import {
  startNatsServer,
  startPostgresServer,
  type TestNatsServer,
  type TestPostgresServer,
  until,
} from '@deckmill/testing';
import { bulkCreate, download, newUser, uploadTemplate, waitForStatus } from './support/generation-helpers';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { expectEveryRowOnce } from './support/zip-rows';

const ROWS = 1_200;
const OUTAGE_MS = 60_000;

/**
 * The product in distributed mode against a NATS server and a PostgreSQL server of the test's own
 * (never the machine's), each stopped for a minute in the middle of a batch. Nobody restarts anything: the
 * processes reconnect, handlers wait out the database in place, and the batch completes with every row once.
 */
describe('generation: long NATS and PostgreSQL outages mid-batch', () => {
  let nats: TestNatsServer;
  let postgres: TestPostgresServer;
  let stack: TestStack;

  beforeAll(async () => {
    [nats, postgres] = await Promise.all([startNatsServer(), startPostgresServer()]);
    stack = await startTestStack({
      natsUrl: nats.url,
      databaseUrl: postgres.url,
      modules: { generation: { concurrency: 1 } },
    });
  }, 60_000);

  afterAll(async () => {
    await stack?.stop();
    await Promise.all([nats?.dispose(), postgres?.dispose()]);
  }, 60_000);

  it('completes the batch by itself, every row exactly once', async () => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(ROWS) });
    expect(created.status).toBe(201);
    const rowsDone = async () => {
      const [row] = await dataSource.query<{ rows_done: number }[]>(
        `SELECT "rows_done" FROM "${process.env['DECKMILL_SCHEMA_PREFIX']}generation"."batches" WHERE "id" = $1`,
        [created.body.id],
      );
      return row?.rows_done ?? 0;
    };

    await until(async () => (await rowsDone()) >= ROWS / 10, 60_000, 'a tenth of the rows');
    await nats.stop();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await nats.start();
    const beforeDatabaseOutage = await rowsDone().catch(() => 0);

    await until(
      async () => (await rowsDone().catch(() => 0)) >= Math.max(beforeDatabaseOutage, ROWS / 10) + 50,
      60_000,
      'progress after NATS came back',
    );
    const doneAtDatabaseOutage = await rowsDone();
    expect(doneAtDatabaseOutage).toBeLessThan(ROWS);
    const progressPoll = async () => {
      const res = await user.client.fetch(`/api/app/presentations/${created.body.id}`);
      const { error } = (await res.json()) as { error?: string };
      return { status: res.status, retryAfter: res.headers.get('retry-after'), error };
    };
    await until(async () => (await progressPoll()).status === 200, 30_000, 'progress polls answered');
    await postgres.stop();
    const databaseAwaySince = Date.now();
    // Meanwhile a progress poll says the database is away and when to ask again (it once answered 500
    // "Internal server error" 115 times of 115), and the gateway stays ready: no pod leaves the Service.
    expect(await progressPoll()).toEqual({
      status: 503,
      retryAfter: '30',
      error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
    });
    expect((await fetch(`${stack.baseUrl}/api/health/ready`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - databaseAwaySince)));
    await postgres.start();

    let detail: Awaited<ReturnType<typeof waitForStatus>> | undefined;
    await until(
      async () => {
        // An answer may be lost to a connection the outage broke: ask again.
        detail = await waitForStatus(user, created.body.id, ['completed', 'failed'], 2_000).catch(
          () => undefined,
        );
        return detail !== undefined;
      },
      180_000,
      'the batch to finish',
    );
    expect(detail).toMatchObject({ status: 'completed', rows_done: ROWS, rows_failed: 0 });
    const zip = await download(user, detail?.download_url ?? '');
    expect(zip.status).toBe(200);
    expectEveryRowOnce(zip.bytes, ROWS);
  }, 420_000);
});
