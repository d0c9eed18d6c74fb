import { DataSource, type DataSourceOptions } from 'typeorm';
import {
  effectiveTls,
  explainTlsFailure,
  pgSslOption,
  withoutUrlTlsParameters,
  type DatabaseTls,
} from './database-tls';
import { ParameterFreeLogger } from './query-logger';
import { quoteIdent, serviceSchema } from './schema';
import type { ServiceDatabase } from './service-database';

export type DatabaseConnection =
  | { kind: 'url'; url: string; poolSize?: number; tls?: DatabaseTls }
  | { kind: 'socket'; host: string; port: number; user: string; database: string };

export interface OpenDatabaseOptions {
  connection: DatabaseConnection;
  services: readonly ServiceDatabase[];
  /** Run pending migrations on open (embedded mode and tests); distributed mode runs them as a Job. */
  migrate: boolean;
  logging?: boolean;
  /**
   * Record migrations in the `platform` schema even for one service, as the embedded server does for all of
   * them together (a tool that migrates one service of an embedded DATA_DIR, e.g. `npm run admin`).
   */
  platformMigrationsTable?: boolean;
}

export function connectionOptions(connection: DatabaseConnection): Partial<DataSourceOptions> {
  if (connection.kind === 'url') {
    // A server that does not answer (a failover, a lost node) fails a connection attempt in 10 s instead of
    // hanging it for minutes, so handlers waiting out an outage retry rather than outlive their ack deadline;
    // keep-alive notices a connection whose server vanished.
    const extra = { max: connection.poolSize ?? 10, connectionTimeoutMillis: 10_000, keepAlive: true };
    if (!connection.tls) return { url: connection.url, extra };
    const tls = effectiveTls(connection.url, connection.tls);
    return { url: withoutUrlTlsParameters(connection.url), ssl: pgSslOption(tls), extra };
  }
  // One session only: the embedded database is single-connection.
  return {
    host: connection.host,
    port: connection.port,
    username: connection.user,
    database: connection.database,
    extra: { max: 1 },
  };
}

/**
 * Opens a TypeORM DataSource for one or several services. Never `synchronize`: the schema is only ever changed by
 * migrations. With a single service the migrations table lives in that service's schema; with several (embedded
 * mode) one table in the `platform` schema records all of them (migration names are prefixed by service).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DataSource> {
  // The migrations table lives in the service's own schema, or in a `platform` schema when one connection
  // serves several services (embedded mode), so it is always namespaced like the tables it describes.
  const single =
    options.services.length === 1 && !options.platformMigrationsTable ? options.services[0] : undefined;
  const dataSource = new DataSource({
    type: 'postgres',
    ...connectionOptions(options.connection),
    schema: single?.schema ?? serviceSchema('platform'),
    entities: options.services.flatMap((s) => s.entities as never[]),
    migrations: options.services.flatMap((s) => s.migrations as never[]),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logger: new ParameterFreeLogger(options.logging ? ['error', 'warn', 'migration'] : ['error']),
  } as DataSourceOptions);
  try {
    await dataSource.initialize();
  } catch (error) {
    const { connection } = options;
    const tls =
      connection.kind === 'url' && connection.tls ? effectiveTls(connection.url, connection.tls) : undefined;
    throw explainTlsFailure(error, tls);
  }
  if (options.migrate) await migrate(dataSource, options.services);
  return dataSource;
}

export async function migrate(
  dataSource: DataSource,
  services: readonly ServiceDatabase[],
): Promise<string[]> {
  const ownSchema = (dataSource.options as { schema?: string }).schema;
  const schemas = new Set([...(ownSchema ? [ownSchema] : []), ...services.map((s) => s.schema)]);
  for (const schema of schemas) {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
  }
  const ran = await dataSource.runMigrations({ transaction: 'each' });
  return ran.map((m) => m.name);
}
