import { domainRegistry } from '@deckmill/metrics';
import { Client } from 'pg';
import type { DataSource, QueryRunner } from 'typeorm';
import { openDatabase } from '../src';

const URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The pool's gauge as a scrape reads it, by state (total, idle, waiting). */
async function poolGauge(pool: string): Promise<Record<string, number>> {
  const metric = await domainRegistry.getSingleMetric('deckmill_db_pool_connections')?.get();
  const found: Record<string, number> = {};
  for (const { labels, value } of metric?.values ?? []) {
    if (labels['pool'] === pool) found[String(labels['state'])] = value;
  }
  return found;
}

/** DATABASE_POOL_SIZE and DATABASE_APPLICATION_NAME reach PostgreSQL. */
describe('the connection pool', () => {
  const applicationName = `deckmill-pool-test-${process.pid}-${process.env['JEST_WORKER_ID'] ?? 0}`;
  const observer = new Client({ connectionString: URL });
  let dataSource: DataSource;
  const runners: QueryRunner[] = [];

  /** Sessions this pool has open, as the server sees them. */
  const sessions = async () => {
    const { rows } = await observer.query<{ count: number }>(
      `SELECT count(*)::int AS "count" FROM pg_stat_activity WHERE application_name = $1`,
      [applicationName],
    );
    return rows[0]?.count;
  };

  beforeAll(async () => {
    await observer.connect();
    dataSource = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 2, applicationName },
      services: [],
      migrate: false,
    });
  });

  afterAll(async () => {
    for (const runner of runners) if (!runner.isReleased) await runner.release();
    await dataSource.destroy();
    await observer.end();
  });

  it('stops showing in metrics once the DataSource is closed', async () => {
    const other = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 1, applicationName: `${applicationName}-closed` },
      services: [],
      migrate: false,
    });
    await other.query('SELECT 1');
    expect(await poolGauge(`${applicationName}-closed`)).toEqual({ total: 1, idle: 1, waiting: 0 });
    await other.destroy();
    expect(await poolGauge(`${applicationName}-closed`)).toEqual({});
  });

  it('names its sessions in pg_stat_activity', async () => {
    const [row] = (await dataSource.query(
      'SELECT application_name AS "name" FROM pg_stat_activity WHERE pid = pg_backend_pid()',
    )) as { name: string }[];
    expect(row?.name).toBe(applicationName);
  });

  it('never opens more connections than its size: a third borrower waits for one to come back', async () => {
    for (let i = 0; i < 2; i++) {
      const runner = dataSource.createQueryRunner();
      runners.push(runner);
      await runner.query('SELECT 1');
    }
    expect(await sessions()).toBe(2);

    const third = dataSource.createQueryRunner();
    runners.push(third);
    let answered = false;
    const query = third.query('SELECT 1').then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    expect(await sessions()).toBe(2);

    // The scrape shows the pool full with a caller waiting (deckmill_db_pool_connections).
    expect(await poolGauge(applicationName)).toEqual({ total: 2, idle: 0, waiting: 1 });
    const max = await domainRegistry.getSingleMetric('deckmill_db_pool_max')?.get();
    expect(max?.values.find((v) => v.labels['pool'] === applicationName)?.value).toBe(2);

    await runners[0]?.release();
    await query;
    expect(answered).toBe(true);
    expect(await sessions()).toBe(2);
  });
});
