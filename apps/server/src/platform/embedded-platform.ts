import path from 'node:path';
import { EmbeddedConfig, loadConfigOrExit, resolveEmbeddedSessionSecret } from '@deckmill/config';
import { openDatabase, startEmbeddedPostgres } from '@deckmill/database';
import { InProcessRpcRegistry } from '@deckmill/messaging';
import type { Platform } from './platform';

/**
 * `npm start`: one process, no outside service. PGlite holds the data, files live on disk, and the durable
 * in-process bus keeps its log, all under DATA_DIR, so everything survives a restart.
 */
export async function embeddedPlatform(env: NodeJS.ProcessEnv): Promise<Platform> {
  const config = loadConfigOrExit(EmbeddedConfig, env);
  const dataDir = path.resolve(config.DATA_DIR);
  const secret = resolveEmbeddedSessionSecret({ ...config, DATA_DIR: dataDir });
  const postgres = await startEmbeddedPostgres(dataDir);
  return {
    port: config.PORT,
    host: config.HOST,
    metrics: { port: config.METRICS_PORT, token: config.METRICS_TOKEN },
    trustProxy: config.TRUST_PROXY,
    httpTimeouts: {
      headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
      requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
      idleMs: config.HTTP_IDLE_TIMEOUT_MS,
    },
    settings: {
      mode: 'embedded',
      appUrl: config.APP_URL,
      secret,
      mail: config.SMTP_URL
        ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
        : { kind: 'directory', dir: path.join(dataDir, 'mail'), from: config.MAIL_FROM },
      adminEmail: config.ADMIN_EMAIL,
      dataDir,
      generationConcurrency: config.GENERATION_CONCURRENCY,
    },
    messaging: { mode: 'embedded', dataDir, rpcRegistry: new InProcessRpcRegistry(), rpcTimeoutMs: 30_000 },
    storage: {
      driver: 'filesystem',
      rootDir: path.join(dataDir, 'files'),
      fileUrls: { secret, baseUrl: config.APP_URL },
    },
    openDatabase: (services, migrate) =>
      openDatabase({ connection: { kind: 'socket', ...postgres.connection }, services, migrate }),
    stop: () => postgres.stop(),
  };
}
