import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import {
  checkDatabase,
  defineServiceDatabase,
  openDatabase,
  quoteIdent,
  TransactionTimeLimitError,
} from '../src';

const URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const TABLE = `busy_${process.pid}_${Date.now()}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pool of one connection, as the embedded database has: a transaction past its time limit rolls back and frees
 * it, and health tells a busy database from one that no longer answers without queueing behind the work.
 */
describe('a database busy with one transaction', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 1 },
      services: [],
      migrate: false,
      transactionTimeLimitMs: 300,
    });
    await dataSource.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY)`);
  });

  afterAll(async () => {
    await dataSource.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await dataSource.destroy();
  });

  it('refuses the next query of a transaction past its limit and rolls it back', async () => {
    const outcome = dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO ${TABLE} VALUES (1)`);
      await sleep(400);
      await manager.query(`INSERT INTO ${TABLE} VALUES (2)`);
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionTimeLimitError);
    await expect(outcome).rejects.toThrow(/open for 4\d\d ms, past the limit of 300 ms/);
    expect(await dataSource.query(`SELECT id FROM ${TABLE}`)).toEqual([]);
  });

  it('commits a transaction whose queries all ran within its limit, however late the commit', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO ${TABLE} VALUES (3)`);
      await sleep(400);
    });
    expect(await dataSource.query(`SELECT id FROM ${TABLE}`)).toEqual([{ id: 3 }]);
  });

  it('counts a transaction from when the database starts it, not from its wait for the connection', async () => {
    const holder = dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await sleep(250);
    });
    await sleep(20);
    // Waits about 230 ms for the one connection, then runs 200 ms: within its limit only counted from its start.
    const waiter = dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await sleep(200);
      await manager.query('SELECT 2');
    });
    await expect(Promise.all([holder, waiter])).resolves.toBeDefined();
  });

  it('answers health at once while the one connection is busy and answering, and fails once it stops', async () => {
    await dataSource.query('SELECT 1');
    // The one connection on a statement of 500 ms, the last answer just before: busy, not down.
    const working = dataSource.query('SELECT pg_sleep(0.5)');
    await sleep(30);
    const started = performance.now();
    await expect(checkDatabase(dataSource, 1_000)).resolves.toMatch(
      /^every connection busy; last answer \d+ ms ago$/,
    );
    // It did not wait for the statement to end.
    expect(performance.now() - started).toBeLessThan(300);
    await working;

    // One statement that does not come back within the patience: the database is not answering.
    const stuck = dataSource.query('SELECT pg_sleep(0.6)');
    await sleep(350);
    await expect(checkDatabase(dataSource, 300)).rejects.toThrow(
      /^every connection busy and no answer for \d+ ms$/,
    );
    await stuck;
    // Free again: health asks the database itself.
    await expect(checkDatabase(dataSource, 300)).resolves.toBeUndefined();
  });

  it('lets a migration run past the limit: the limit starts once the migrations are done', async () => {
    const service = defineServiceDatabase('slowmigration', { entities: [], migrations: [] });
    const schema = quoteIdent(service.schema);
    class SlowMigration1795000000001 implements MigrationInterface {
      name = 'SlowMigration1795000000001';
      async up(runner: QueryRunner): Promise<void> {
        await runner.query(`CREATE TABLE ${schema}."slow" ("id" int)`);
        await sleep(400);
        await runner.query(`INSERT INTO ${schema}."slow" VALUES (1)`);
      }
      async down(runner: QueryRunner): Promise<void> {
        await runner.query(`DROP TABLE ${schema}."slow"`);
      }
    }
    await dataSource.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    const migrated = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 1 },
      services: [{ ...service, migrations: [SlowMigration1795000000001] }],
      migrate: true,
      transactionTimeLimitMs: 300,
    });
    try {
      expect(await migrated.query(`SELECT id FROM ${schema}."slow"`)).toEqual([{ id: 1 }]);
      const late = migrated.transaction(async (manager) => {
        await manager.query('SELECT 1');
        await sleep(400);
        await manager.query('SELECT 2');
      });
      await expect(late).rejects.toBeInstanceOf(TransactionTimeLimitError);
    } finally {
      await migrated.destroy();
      await dataSource.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });
});
