import path from 'node:path';
import type { DataSource } from 'typeorm';
import { EmbeddedConfig, IdentityConfig, RunModeConfig, loadConfigOrExit } from '@deckmill/config';
import {
  DataDirInUseError,
  openDatabase,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '@deckmill/database';
import { InProcessBus, JetStreamBus, type MessageBus } from '@deckmill/messaging';
import { identityDatabase } from '../identity.database';

export interface AdminPlatform {
  dataSource: DataSource;
  bus: MessageBus;
  close(): Promise<void>;
}

/**
 * Identity's database and the bus, opened the way the server opens them, from the same environment:
 * DATA_DIR in embedded mode, DATABASE_URL and NATS_URL in distributed mode. Identity's migrations run first,
 * so the first operator can be created before the server ever ran; in embedded mode they are recorded in the
 * one table the server keeps for every service, which then runs only the other services' migrations.
 */
export async function openAdminPlatform(env: NodeJS.ProcessEnv): Promise<AdminPlatform> {
  const { DECKMILL_MODE: mode } = loadConfigOrExit(RunModeConfig, env);
  if (mode === 'embedded') {
    const dataDir = path.resolve(loadConfigOrExit(EmbeddedConfig, env).DATA_DIR);
    const postgres = await startEmbeddedPostgresOrExplain(dataDir);
    const dataSource = await openDatabase({
      connection: { kind: 'socket', ...postgres.connection },
      services: [identityDatabase],
      migrate: true,
      platformMigrationsTable: true,
    });
    const bus = await InProcessBus.open({ directory: path.join(dataDir, 'bus') });
    return {
      dataSource,
      bus,
      async close() {
        await bus.close();
        await dataSource.destroy();
        await postgres.stop();
      },
    };
  }
  const config = loadConfigOrExit(IdentityConfig, env);
  const dataSource = await openDatabase({
    connection: { kind: 'url', url: config.DATABASE_URL },
    services: [identityDatabase],
    migrate: true,
  });
  const bus = await JetStreamBus.connect({ servers: config.NATS_URL, name: 'deckmill-admin-cli' });
  return {
    dataSource,
    bus,
    async close() {
      await bus.close();
      await dataSource.destroy();
    },
  };
}

/** The embedded database has one process; beside a running server, tell the operator what to do instead. */
async function startEmbeddedPostgresOrExplain(dataDir: string): Promise<EmbeddedPostgres> {
  try {
    return await startEmbeddedPostgres(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `${error.message}\nStop the server first (then run this command again and start it), or set ` +
        'ADMIN_EMAIL=<address> and restart the server: that account gets the admin flag once its address ' +
        'is confirmed.',
      { cause: error },
    );
  }
}
