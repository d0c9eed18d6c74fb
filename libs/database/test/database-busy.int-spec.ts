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

/** A promise the test settles when it chooses: the event a transaction waits for. */
function signal(): { promise: Promise<void>; fire: () => void } {
  let fire = () => undefined as void;
  const promise = new Promise<void>((resolve) => (fire = resolve));
  return { promise, fire };
}

const openPool = (transactionTimeLimitMs: number) =>
  openDatabase({
    connection: { kind: 'url', url: URL, poolSize: 1 },
    services: [],
    migrate: false,
    transactionTimeLimitMs,
  });

/**
 * Pools of one connection, as the embedded database has: a transaction past its time limit rolls back and frees
 * it, and health tells a busy database from one that no longer answers without queueing behind the work. A limit
 * of 0 ms is past after any statement, so most cases need no clock.
 */
describe('a database busy with one transaction', () => {
  /** Every transaction is past its limit once it has started. */
  let strict: DataSource;
  let limited: DataSource;

  beforeAll(async () => {
    [strict, limited] = await Promise.all([openPool(0), openPool(300)]);
    await strict.query(`CREATE TABLE ${TABLE} (id int PRIMARY KEY)`);
  });

  afterAll(async () => {
    await strict.query(`DROP TABLE IF EXISTS ${TABLE}`);
    await Promise.all([strict.destroy(), limited.destroy()]);
  });

  it('refuses the next query of a transaction past its limit and rolls it back', async () => {
    const outcome = strict.transaction(async (manager) => {
      await manager.query(`INSERT INTO ${TABLE} VALUES (1)`);
    });
    await expect(outcome).rejects.toBeInstanceOf(TransactionTimeLimitError);
    await expect(outcome).rejects.toThrow(/open for \d+ ms, past the limit of 0 ms, and was rolled back/);
    expect(await strict.query(`SELECT id FROM ${TABLE}`)).toEqual([]);
  });

  it('lets a transaction past its limit end: its commit is no query to refuse', async () => {
    await expect(strict.transaction(async () => 'done')).resolves.toBe('done');
    // The connection is free again.
    expect(await strict.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('counts a transaction from when the database starts it, not from its wait for the connection', async () => {
    const holding = signal();
    // A statement of 400 ms holds the one connection, longer than the 300 ms limit.
    const holder = limited.transaction(async (manager) => {
      holding.fire();
      await manager.query('SELECT pg_sleep(0.4)');
    });
    await holding.promise;
    // Waits about 400 ms for the connection; refused if that wait counted.
    const waiter = limited.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await manager.query('SELECT 2');
      return 'ran';
    });
    await holder;
    await expect(waiter).resolves.toBe('ran');
  });

  it('answers health at once while the one connection is busy and answering, and fails once it stops', async () => {
    const busy = signal();
    const release = signal();
    // The one connection held by a transaction the test ends when it chooses.
    const holder = limited.transaction(async () => {
      busy.fire();
      await release.promise;
    });
    await busy.promise;
    // Its START TRANSACTION was answered a moment ago: busy, not down, and said without waiting for it.
    await expect(checkDatabase(limited, 10_000)).resolves.toMatch(
      /^every connection busy; last answer \d+ ms ago$/,
    );
    // With no patience left, the same silence means the database is not answering.
    await expect(checkDatabase(limited, 0)).rejects.toThrow(
      /^every connection busy and no answer for \d+ ms$/,
    );
    release.fire();
    await holder;
    // Free again: health asks the database itself.
    await expect(checkDatabase(limited, 0)).resolves.toBeUndefined();
  });

  it('lets a migration run past the limit: the limit starts once the migrations are done', async () => {
    const service = defineServiceDatabase('slowmigration', { entities: [], migrations: [] });
    const schema = quoteIdent(service.schema);
    // Two statements in one transaction: past a limit of 0 ms at the second, were migrations bounded.
    class TwoStatements1795000000001 implements MigrationInterface {
      name = 'TwoStatements1795000000001';
      async up(runner: QueryRunner): Promise<void> {
        await runner.query(`CREATE TABLE ${schema}."slow" ("id" int)`);
        await runner.query(`INSERT INTO ${schema}."slow" VALUES (1)`);
      }
      async down(runner: QueryRunner): Promise<void> {
        await runner.query(`DROP TABLE ${schema}."slow"`);
      }
    }
    await strict.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    const migrated = await openDatabase({
      connection: { kind: 'url', url: URL, poolSize: 1 },
      services: [{ ...service, migrations: [TwoStatements1795000000001] }],
      migrate: true,
      transactionTimeLimitMs: 0,
    });
    try {
      expect(await migrated.query(`SELECT id FROM ${schema}."slow"`)).toEqual([{ id: 1 }]);
      const after = migrated.transaction(async (manager) => {
        await manager.query('SELECT 1');
      });
      await expect(after).rejects.toBeInstanceOf(TransactionTimeLimitError);
    } finally {
      await migrated.destroy();
      await strict.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });
});
