import type { DatabaseSslMode } from '@deckmill/config';
import type { DatabaseConnection } from '@deckmill/database';

/** The variables of `WithDatabase` a process connects with. */
export interface DatabaseSettings {
  readonly DATABASE_URL: string;
  readonly DATABASE_SSL: DatabaseSslMode;
  readonly DATABASE_SSL_CA?: string;
  readonly DATABASE_POOL_SIZE: number;
  readonly DATABASE_APPLICATION_NAME?: string;
}

/** PostgreSQL keeps 63 bytes of an application_name and cuts the rest. */
const APPLICATION_NAME_MAX = 63;

/**
 * Every service and the migration Job connect the same way: DATABASE_URL under DATABASE_SSL, at most
 * DATABASE_POOL_SIZE connections, sessions named DATABASE_APPLICATION_NAME or after the process's targets.
 */
export function databaseConnection(config: DatabaseSettings, targets: readonly string[]): DatabaseConnection {
  return {
    kind: 'url',
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    applicationName: config.DATABASE_APPLICATION_NAME ?? defaultApplicationName(targets),
    tls: { mode: config.DATABASE_SSL, caFile: config.DATABASE_SSL_CA },
  };
}

/** `deckmill-generation`, `deckmill-identity+mail`; a list too long to be kept whole is plain `deckmill`. */
export function defaultApplicationName(targets: readonly string[]): string {
  const name = `deckmill-${targets.join('+')}`;
  return targets.length > 0 && name.length <= APPLICATION_NAME_MAX ? name : 'deckmill';
}
