import type { Duplex } from 'node:stream';
import { DataSource, type DataSourceOptions } from 'typeorm';
import {
  effectiveTls,
  explainTlsFailure,
  pgSslOption,
  withoutUrlTlsParameters,
  type DatabaseTls,
} from './database-tls';
import { samplePoolUse } from './pool-metrics';
import { ParameterFreeLogger } from './query-logger';
import type { ServiceDatabase } from './service-database';
import { runServiceMigrations } from './service-migrations';
import { readTextArraysFlat } from './text-arrays';
import { activityOf } from './transactions/database-activity';
import { trackTransactions } from './transactions/track-transactions';

export type DatabaseConnection =
  | {
      kind: 'url';
      url: string;
      /** Connections one process keeps at most (DATABASE_POOL_SIZE). Default 10. */
      poolSize?: number;
      /** The session's `application_name` in pg_stat_activity (DATABASE_APPLICATION_NAME). */
      applicationName?: string;
      tls?: DatabaseTls;
    }
  | {
      kind: 'socket';
      host: string;
      port: number;
      user: string;
      database: string;
      /** `pg`'s `stream` option: makes each connection's socket (embedded mode's named pipe on Windows). */
      stream?: () => Duplex;
    };

export interface OpenDatabaseOptions {
  connection: DatabaseConnection;
  services: readonly ServiceDatabase[];
  /** Run pending migrations before opening (embedded mode and tests); distributed mode runs them as a Job. */
  migrate: boolean;
  logging?: boolean;
  /**
   * Longest a transaction may run, in ms, before its next query is refused and it rolls back
   * (TransactionTimeLimitError; DATABASE_TRANSACTION_LIMIT_MS). Default: no limit.
   */
  transactionTimeLimitMs?: number;
}

export function connectionOptions(connection: DatabaseConnection): Partial<DataSourceOptions> {
  if (connection.kind === 'url') {
    // A server that does not answer (a failover, a lost node) fails a connection attempt in 10 s instead of
    // hanging it for minutes, so handlers waiting out an outage retry rather than outlive their ack deadline;
    // keep-alive notices a connection whose server vanished.
    const extra = { max: connection.poolSize ?? 10, connectionTimeoutMillis: 10_000, keepAlive: true };
    const named = connection.applicationName ? { applicationName: connection.applicationName } : {};
    if (!connection.tls) return { url: connection.url, ...named, extra };
    const tls = effectiveTls(connection.url, connection.tls);
    return { url: withoutUrlTlsParameters(connection.url), ssl: pgSslOption(tls), ...named, extra };
  }
  // One session only: the embedded database is single-connection.
  return {
    host: connection.host,
    port: connection.port,
    username: connection.user,
    database: connection.database,
    extra: connection.stream ? { max: 1, stream: connection.stream } : { max: 1 },
  };
}

/**
 * Opens a TypeORM DataSource for one or several services. Never `synchronize`: the schema is only ever changed by
 * migrations, and each service records its migrations in its own schema (`runServiceMigrations`), however many
 * services one process serves. With a single service its migrations stay on the DataSource too (tests step
 * through them with `undoLastMigration`).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DataSource> {
  readTextArraysFlat();
  const single = options.services.length === 1 ? options.services[0] : undefined;
  const dataSource = new DataSource({
    type: 'postgres',
    ...connectionOptions(options.connection),
    ...(single ? { schema: single.schema, migrations: single.migrations as never[] } : {}),
    entities: options.services.flatMap((s) => s.entities as never[]),
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logger: new ParameterFreeLogger(options.logging ? ['error', 'warn', 'migration'] : ['error']),
  } as DataSourceOptions);
  // Before anything runs on it, migrations included: messaging refuses to wait on another service inside one.
  // No time limit yet: a migration of a large table may rightly hold its transaction for minutes.
  trackTransactions(dataSource);
  await dataSource.initialize().catch((error: unknown) => {
    throw explainTlsFailure(error, tlsOf(options.connection));
  });
  if (options.migrate) {
    try {
      await runServiceMigrations(dataSource, options.services);
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
  }
  const activity = activityOf(dataSource);
  if (activity) activity.transactionTimeLimitMs = options.transactionTimeLimitMs ?? Infinity;
  watchPoolUse(dataSource, poolName(options));
  return dataSource;
}

/** The pool's label in metrics: the session name PostgreSQL shows, else the services it serves. */
function poolName(options: OpenDatabaseOptions): string {
  const { connection } = options;
  if (connection.kind === 'url' && connection.applicationName) return connection.applicationName;
  return options.services.map((database) => database.service).join('+') || 'deckmill';
}

/** Samples the pool while the DataSource is open; whoever destroys it also stops the sampling. */
function watchPoolUse(dataSource: DataSource, name: string): void {
  const stop = samplePoolUse(name, dataSource);
  const destroy = dataSource.destroy.bind(dataSource);
  dataSource.destroy = () => {
    stop();
    return destroy();
  };
}

function tlsOf(connection: DatabaseConnection): DatabaseTls | undefined {
  return connection.kind === 'url' && connection.tls
    ? effectiveTls(connection.url, connection.tls)
    : undefined;
}
