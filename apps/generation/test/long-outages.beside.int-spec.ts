import { Logger } from '@nestjs/common';
import { startTestStack, TestClient, type TestStack } from '@deckmill/server-harness';
import {
  startNatsServer,
  startPostgresServer,
  startS3Server,
  type InProcessS3Server,
  type TestNatsServer,
  type TestPostgresServer,
  until,
} from '@deckmill/testing';
import {
  bulkCreate,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';
import { scrapeMetrics, seriesValue } from './support/metrics-scrape';
import { sampleCsv, sampleDeck } from './support/sample-deck';
import { expectEveryRowOnce } from './support/zip-rows';

const ROWS = 1_200;
const OUTAGE_MS = 60_000;
const METRICS_TOKEN = 'long-outages-metrics-token';
const PASSWORD = 'violet-harbour-tram-42';

/** Waits out the outage: its length is the scenario, the one wait in this suite that is for time. */
const outageOf = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The product in distributed mode against a NATS server, a PostgreSQL server and an S3 server of the test's
 * own (never the machine's), each stopped for a minute in the middle of a batch. Nobody restarts anything: the
 * processes reconnect, handlers wait out the database and storage in place, and the batch completes with every
 * row once. Meanwhile the product stays up: what needs the missing dependency answers 503 with Retry-After.
 */
describe('generation: long NATS, PostgreSQL and S3 outages mid-batch', () => {
  let nats: TestNatsServer;
  let postgres: TestPostgresServer;
  let s3: InProcessS3Server;
  let stack: TestStack;
  let storageAway = false;

  beforeAll(async () => {
    [nats, postgres, s3] = await Promise.all([startNatsServer(), startPostgresServer(), startS3Server()]);
    stack = await startTestStack({
      natsUrl: nats.url,
      databaseUrl: postgres.url,
      s3Server: s3,
      metricsToken: METRICS_TOKEN,
      modules: { generation: { concurrency: 1 } },
    });
  }, 60_000);

  afterAll(async () => {
    // A test that failed mid-outage left its server away: the stack cannot stop without them.
    await Promise.all([nats?.start(), postgres?.start(), storageAway && s3?.resume()]);
    await stack?.stop();
    await Promise.all([nats?.dispose(), postgres?.dispose(), s3?.stop()]);
  }, 60_000);

  /** The batch's rows done, read from its own table (the API may be the thing that is away). */
  const rowsDoneOf = async (batchId: string): Promise<number> => {
    const dataSource = stack.dataSource;
    if (!dataSource) throw new Error('the stack has a database');
    const [row] = await dataSource.query<{ rows_done: number }[]>(
      `SELECT "rows_done" FROM "${process.env['DECKMILL_SCHEMA_PREFIX']}generation"."batches" WHERE "id" = $1`,
      [batchId],
    );
    return row?.rows_done ?? 0;
  };
  const pollOf = (user: TestUser, batchId: string) => async () => {
    const res = await user.client.fetch(`/api/app/presentations/${batchId}`);
    const { error } = (await res.json()) as { error?: string };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), error };
  };
  const readiness = async () => (await fetch(`${stack.baseUrl}/api/health/ready`)).status;

  /** The process's lines that say a dependency went or came back (DependencyStateLog), as they are logged. */
  const recordStateLines = () => {
    const lines: string[] = [];
    const heard = (record: unknown) => {
      const { msg, dependency } = (typeof record === 'object' && record !== null ? record : {}) as {
        msg?: string;
        dependency?: string;
      };
      if (dependency && msg) lines.push(msg);
    };
    const spies = [
      jest.spyOn(Logger.prototype, 'warn').mockImplementation(heard),
      jest.spyOn(Logger.prototype, 'log').mockImplementation(heard),
    ];
    return { lines, stop: () => spies.forEach((spy) => spy.mockRestore()) };
  };

  it('completes the batch by itself, every row exactly once', async () => {
    // However many requests, queries and pulls each outage fails: one line when it begins, one when it ends.
    const stateLines = recordStateLines();
    try {
      await completesThroughBusAndDatabaseOutages();
      // "Regained" is told STATE_HOLD_MS (2 s) after the first answer that follows the last failure: the
      // batch can complete and its ZIP be read before then (CI on 1 December saw three lines of four). Not
      // heard within 30 s, the assertion below shows the lines that were.
      await until(async () => stateLines.lines.length >= 4, 30_000, 'the last state line').catch(
        () => undefined,
      );
    } finally {
      stateLines.stop();
    }
    expect(stateLines.lines).toEqual([
      expect.stringMatching(/^NATS lost: disconnected from /),
      expect.stringMatching(/^NATS regained after \d+\.\d s$/),
      expect.stringMatching(/^PostgreSQL lost: /),
      expect.stringMatching(/^PostgreSQL regained after \d+\.\d s$/),
    ]);
  }, 420_000);

  const completesThroughBusAndDatabaseOutages = async () => {
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(ROWS) });
    expect(created.status).toBe(201);
    const rowsDone = () => rowsDoneOf(created.body.id);

    await until(async () => (await rowsDone()) >= ROWS / 10, 60_000, 'a tenth of the rows');
    const progressPoll = pollOf(user, created.body.id);
    await nats.stop();
    const busAwaySince = Date.now();
    // A request that needs a service's reply answers 503 with Retry-After, never 500; the gateway stays ready.
    expect(await progressPoll()).toEqual({
      status: 503,
      retryAfter: '30',
      error: expect.stringMatching(/^No service answers /),
    });
    expect(await readiness()).toBe(200);
    // A signed-in browser's banner poll gets the report too: the health probes look up no session, which
    // would ask identity over the bus that is away.
    const signedIn = await user.client.fetch('/api/health/ready');
    expect({
      status: signedIn.status,
      checks: ((await signedIn.json()) as { checks?: unknown }).checks,
    }).toEqual({
      status: 200,
      checks: expect.objectContaining({ bus: expect.objectContaining({ status: 'error' }) }),
    });
    await outageOf(OUTAGE_MS - (Date.now() - busAwaySince));
    await nats.start();
    const beforeDatabaseOutage = await rowsDone().catch(() => 0);

    await until(
      async () => (await rowsDone().catch(() => 0)) >= Math.max(beforeDatabaseOutage, ROWS / 10) + 50,
      60_000,
      'progress after NATS came back',
    );
    const doneAtDatabaseOutage = await rowsDone();
    expect(doneAtDatabaseOutage).toBeLessThan(ROWS);
    // The consumers have resumed: the first request after the outage is answered, not "No service answers".
    expect((await progressPoll()).status).toBe(200);
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
    await outageOf(OUTAGE_MS - (Date.now() - databaseAwaySince));
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
  };

  it('keeps the product up while S3 is away, and completes the batch with no row failed or logged failed', async () => {
    const user = await newUser(stack);
    const templateId = await uploadTemplate(user, sampleDeck());
    const created = await bulkCreate(user, { templateId, csv: sampleCsv(ROWS) });
    expect(created.status).toBe(201);
    const batchId = created.body.id;
    const metric = async (name: string, labels: Record<string, string>) =>
      seriesValue(await scrapeMetrics(stack, METRICS_TOKEN), name, labels) ?? 0;
    const failedRows = () => metric('deckmill_rows_rendered_total', { outcome: 'failed' });
    const outageAttempts = () => metric('deckmill_row_attempts_failed_total', { reason_class: 'outage' });
    const [failedBefore, attemptsBefore] = [await failedRows(), await outageAttempts()];
    // A row's failure as the services would log it above info (whatever the log level is set to): "Row 7 of
    // batch … failed", or a chunk's "3 row(s) of batch … failed". An outage logged 1,337 of them once.
    const rowFailure = new RegExp(`rows?(\\(s\\))? (\\d+ )?of batch ${batchId} failed`, 'i');
    const rowLines: string[] = [];
    const heard = (message: unknown) => {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      if (rowFailure.test(text)) rowLines.push(text);
    };
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(heard);
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(heard);
    try {
      await until(async () => (await rowsDoneOf(batchId)) >= ROWS / 10, 60_000, 'a tenth of the rows');
      await s3.pause();
      storageAway = true;
      const storageAwaySince = Date.now();
      expect(await rowsDoneOf(batchId)).toBeLessThan(ROWS);

      // Downloads say storage is away and when to ask again; the rest of the product answers.
      const deck = await user.client.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
      expect([deck.status, deck.headers.get('retry-after')]).toEqual([503, '30']);
      expect(((await deck.json()) as { error: string }).error).toMatch(/downloads and uploads are paused/);
      expect(await readiness()).toBe(200);
      const signIn = await new TestClient(stack.baseUrl).post<{ user: { id: string } | null }>(
        '/api/users/sign_in',
        { user: { email: user.email, password: PASSWORD, remember_me: false } },
      );
      expect([signIn.status, signIn.body.user?.id]).toEqual([200, user.id]);
      expect(await pollOf(user, batchId)()).toMatchObject({ status: 200 });
      // Renders meet the outage: their attempts are counted apart, while no row has failed.
      await until(
        async () => (await outageAttempts()) > attemptsBefore,
        30_000,
        'a render to meet the outage',
      );
      await outageOf(OUTAGE_MS - (Date.now() - storageAwaySince));
      expect(await failedRows()).toBe(failedBefore);
      await s3.resume();
      storageAway = false;

      const detail = await waitForStatus(user, batchId, ['completed', 'failed'], 300_000);
      expect(detail).toMatchObject({ status: 'completed', rows_done: ROWS, rows_failed: 0 });
      const zip = await download(user, detail.download_url ?? '');
      expect(zip.status).toBe(200);
      expectEveryRowOnce(zip.bytes, ROWS);
      expect(await failedRows()).toBe(failedBefore);
      expect(rowLines).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  }, 480_000);
});
