import { DataSource } from 'typeorm';
import { openDatabase } from '../data-source';
import { quoteIdent, serviceSchema } from '../schema';
import { runSql, selectRows } from '../sql/sql';
import type { ServiceDatabase } from '../service-database';

/**
 * Opens a migrated DataSource on the test PostgreSQL server for the given services. Their schemas carry this
 * worker's prefix (DECKMILL_SCHEMA_PREFIX, set per Jest worker), so parallel workers are isolated.
 */
export async function openTestDatabase(
  services: readonly ServiceDatabase[],
  /** Another server than the machine's test database (an outage test's own). */
  serverUrl?: string,
): Promise<DataSource> {
  const url = serverUrl ?? process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  for (const service of services) {
    if (!service.schema.startsWith(process.env['DECKMILL_SCHEMA_PREFIX'] ?? '\u0000')) {
      throw new Error(`Refusing to test against unprefixed schema "${service.schema}".`);
    }
  }
  const dataSource = await openDatabase({
    connection: { kind: 'url', url, poolSize: 4 },
    services,
    migrate: false,
  });
  for (const schema of [serviceSchema('platform'), ...services.map((s) => s.schema)]) {
    await dataSource.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  }
  await dataSource.destroy();
  return openDatabase({ connection: { kind: 'url', url, poolSize: 4 }, services, migrate: true });
}

/** Empties every table of the given services (fast reset between tests). */
export async function truncateServiceTables(
  dataSource: DataSource,
  services: readonly ServiceDatabase[],
): Promise<void> {
  for (const service of services) {
    const rows = await selectRows<{ tablename: string }>(
      dataSource,
      `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> 'migrations'`,
      [service.schema],
    );
    if (rows.length === 0) continue;
    const tables = rows.map((r) => `${quoteIdent(service.schema)}.${quoteIdent(r.tablename)}`).join(', ');
    await runSql(dataSource, `TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
  }
}
