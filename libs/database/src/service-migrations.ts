import type { DataSource, EntityManager, MigrationInterface } from 'typeorm';
import { quoteIdent, serviceSchema } from './schema';
import type { ServiceDatabase } from './service-database';
import { runSql, selectRows } from './sql/sql';

/** Serialises the moves out of the legacy table between migration Jobs running side by side. */
const ADOPTION_LOCK = "hashtext('deckmill.migrations.adopt')";

type MigrationClass = new () => MigrationInterface;

/**
 * Runs each service's pending migrations and records them in that service's own schema (`<schema>.migrations`,
 * the table TypeORM keeps), however many services one run migrates: the Helm Job of one service, `start:stack`
 * and compose for all of them, and embedded mode at start all leave the same layout, so any of them may run
 * after another and finds nothing to do. Everything runs over the given DataSource's connection (embedded
 * mode's PGlite serves one session). The schema and its migrations table are created, and each migration runs,
 * in a transaction under a per-service advisory lock, so two runs side by side never collide on a `CREATE` or
 * apply one twice. A migration that asks to run outside a transaction (`transaction = false`) is refused before
 * any runs. Answers the names of the migrations that ran.
 */
export async function runServiceMigrations(
  dataSource: DataSource,
  services: readonly ServiceDatabase[],
): Promise<string[]> {
  const ran: string[] = [];
  for (const service of services) {
    const own = `${quoteIdent(service.schema)}.${quoteIdent('migrations')}`;
    const migrations = listOf(service.migrations)
      .map(instantiate)
      .sort((a, b) => a.timestamp - b.timestamp);
    await dataSource.transaction(async (manager) => {
      await lockService(manager, service.schema);
      await runSql(manager, `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(service.schema)}`);
      await runSql(manager, createMigrationsTable(own));
    });
    await adoptLegacyRecords(
      dataSource,
      own,
      migrations.map((migration) => migration.name),
    );
    const done = new Set(
      (await selectRows<{ name: string }>(dataSource, `SELECT "name" FROM ${own}`)).map((row) => row.name),
    );
    const pending = migrations.filter((candidate) => !done.has(candidate.name));
    refuseOutsideTransaction(pending);
    for (const migration of pending) {
      const applied = await dataSource.transaction(async (manager) => {
        await lockService(manager, service.schema);
        // Another run may have applied it while this one waited for the lock.
        const recorded = await selectRows(manager, `SELECT 1 FROM ${own} WHERE "name" = $1`, [
          migration.name,
        ]);
        if (recorded.length > 0) return false;
        if (!manager.queryRunner) throw new Error('A transaction without its query runner');
        await migration.instance.up(manager.queryRunner);
        await runSql(manager, `INSERT INTO ${own} ("timestamp", "name") VALUES ($1, $2)`, [
          migration.timestamp,
          migration.name,
        ]);
        return true;
      });
      if (!applied) continue;
      dataSource.logger.logMigration(`Migration ${migration.name} has been executed successfully.`);
      ran.push(migration.name);
    }
  }
  return ran;
}

/** The per-service lock every run of that service's migrations takes, for the rest of the transaction. */
async function lockService(manager: EntityManager, schema: string): Promise<void> {
  await runSql(manager, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`deckmill.migrate.${schema}`]);
  // A session's catalogue caches take in other sessions' changes when it first locks a table in a transaction,
  // not when it gets an advisory lock: without this, what the run that held the lock just created (the schema)
  // may still be cached as missing, and `CREATE SCHEMA IF NOT EXISTS` collides with it.
  await runSql(manager, 'SELECT 1 FROM pg_catalog.pg_namespace WHERE false');
}

/**
 * Every migration runs in a transaction under the lock (above). One that needs to run outside a transaction
 * (`CREATE INDEX CONCURRENTLY`, say) would need another kind of lock; none does, so it is refused before any
 * pending migration runs rather than silently run in one (where `CONCURRENTLY` fails half-way through a run).
 */
function refuseOutsideTransaction(pending: readonly { name: string; instance: MigrationInterface }[]): void {
  const outside = pending.filter((migration) => migration.instance.transaction === false);
  if (outside.length === 0) return;
  throw new Error(
    `Migration ${outside.map((migration) => migration.name).join(', ')} sets "transaction = false", which ` +
      'the service migration runner does not support (every migration runs in a transaction under a ' +
      'per-service advisory lock). Make it transactional, or split the statement out of the migrations.',
  );
}

/** The same table TypeORM creates (id, timestamp, name): `undoLastMigration` and its tools read it. */
function createMigrationsTable(own: string): string {
  return `CREATE TABLE IF NOT EXISTS ${own} ("id" SERIAL NOT NULL PRIMARY KEY, "timestamp" bigint NOT NULL, "name" character varying NOT NULL)`;
}

function listOf<T>(list: T[] | Record<string, T>): T[] {
  return Array.isArray(list) ? list : Object.values(list);
}

/** A migration class as TypeORM names and orders it: its `name` (else its class name), ending in a timestamp. */
function instantiate(target: unknown): { name: string; timestamp: number; instance: MigrationInterface } {
  if (typeof target !== 'function') throw new Error('Service migrations must be classes, not paths.');
  const instance = new (target as MigrationClass)();
  const name = instance.name ?? target.name;
  const timestamp = Number.parseInt(name.slice(-13), 10);
  if (!Number.isFinite(timestamp)) throw new Error(`Migration ${name} must end in a JavaScript timestamp.`);
  return { name, timestamp, instance };
}

/**
 * Before this layout, a run that migrated several services at once (embedded mode, `start:stack`, compose)
 * recorded all of them in one `platform.migrations` table, where a later one-service run (the Helm Job) did not
 * look, and re-ran `CREATE TABLE`s that existed. Moves this service's records from there into its own table
 * (created by then), and drops the legacy table (and its schema) once it is empty, when this role owns them.
 * A role that may not read and delete there (a service's own role, under which its Helm Job runs, when the
 * legacy table belongs to the role that migrated everything) cannot take its records over: refused with what
 * to do (docs/operations.md, "Upgrade notes") instead of failing on a permission error half-way.
 */
async function adoptLegacyRecords(dataSource: DataSource, own: string, names: string[]): Promise<void> {
  const legacySchema = serviceSchema('platform');
  const legacy = `${quoteIdent(legacySchema)}.${quoteIdent('migrations')}`;
  await dataSource.transaction(async (manager) => {
    await runSql(manager, `SELECT pg_advisory_xact_lock(${ADOPTION_LOCK})`);
    // From the catalogues, which every role reads: to_regclass would need USAGE on the schema first.
    const [found] = await selectRows<LegacyAccess>(
      manager,
      `SELECT has_schema_privilege(n.oid, 'USAGE') AS "usage",
              has_table_privilege(c.oid, 'SELECT') AS "select", has_table_privilege(c.oid, 'DELETE') AS "delete",
              pg_has_role(c.relowner, 'USAGE') AS "ownsTable", pg_has_role(n.nspowner, 'USAGE') AS "ownsSchema"
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relname = 'migrations' AND c.relkind IN ('r', 'p')`,
      [legacySchema],
    );
    if (!found) return;
    await refuseWithoutAccess(manager, legacy, found);
    await runSql(
      manager,
      `INSERT INTO ${own} ("timestamp", "name")
         SELECT l."timestamp", l."name" FROM ${legacy} l
          WHERE l."name" = ANY($1) AND NOT EXISTS (SELECT 1 FROM ${own} o WHERE o."name" = l."name")
          ORDER BY l."id"`,
      [names],
    );
    await runSql(manager, `DELETE FROM ${legacy} WHERE "name" = ANY($1)`, [names]);
    const [left] = await selectRows<{ count: number }>(
      manager,
      `SELECT count(*)::int AS "count" FROM ${legacy}`,
    );
    // Only its owner may drop it: another role leaves it, empty, for the owner's next run.
    if (left?.count !== 0 || !found.ownsTable) return;
    await runSql(manager, `DROP TABLE ${legacy}`);
    const [objects] = await selectRows<{ count: number }>(
      manager,
      `SELECT count(*)::int AS "count" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1`,
      [legacySchema],
    );
    if (objects?.count === 0 && found.ownsSchema) {
      await runSql(manager, `DROP SCHEMA IF EXISTS ${quoteIdent(legacySchema)}`);
    }
  });
}

/** What the running role may do with the legacy `platform.migrations` table. */
interface LegacyAccess {
  readonly usage: boolean;
  readonly select: boolean;
  readonly delete: boolean;
  readonly ownsTable: boolean;
  readonly ownsSchema: boolean;
}

async function refuseWithoutAccess(
  manager: EntityManager,
  legacy: string,
  access: LegacyAccess,
): Promise<void> {
  const missing = [
    access.usage ? '' : 'USAGE on its schema',
    access.select ? '' : 'SELECT',
    access.delete ? '' : 'DELETE',
  ].filter(Boolean);
  if (missing.length === 0) return;
  const [role] = await selectRows<{ name: string }>(manager, 'SELECT current_user AS "name"');
  throw new Error(
    `The old migration records in ${legacy} must be taken over into each service's own schema, but role ` +
      `"${role?.name ?? '?'}" lacks ${missing.join(', ')} on it. Run "--target=all --migrate" once with the ` +
      `role that owns ${legacy} (the one that migrated every service before this version), then run this ` +
      'migration again (docs/operations.md, "Upgrade notes").',
  );
}
