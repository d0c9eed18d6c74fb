import path from 'node:path';
import {
  EmbeddedConfig,
  loadConfigOrExit,
  resolveEmbeddedRowKeys,
  resolveEmbeddedSessionSecret,
  resolveEmbeddedStorageKey,
  resolveEmbeddedWebhookSecretKey,
} from '@deckmill/config';
import { openDatabase, startEmbeddedPostgres } from '@deckmill/database';
import { locateExecutable } from '@deckmill/office';
import { hashLaunchToken, type LocalMode } from '@deckmill/gateway-service';
import { InProcessRpcRegistry } from '@deckmill/messaging';
import { readCaBundle } from '@deckmill/outbound';
import { auditRetentionDays } from './audit-retention';
import { deckRetentionDaysFrom } from './deck-retention';
import { warmOfficeFrom } from './warm-office';
import { defaultRenderThreads } from './render-threads';
import { imageSourcesFrom } from './image-sources';
import { forgetLaunchToken } from './launch-token-env';
import type { Platform } from './platform';

/**
 * `npm start`: one process, no outside service. PGlite holds the data, files live on disk, and the durable
 * in-process bus keeps its log, all under DATA_DIR, so everything survives a restart.
 */
export async function embeddedPlatform(env: NodeJS.ProcessEnv): Promise<Platform> {
  const config = loadConfigOrExit(EmbeddedConfig, env);
  forgetLaunchToken(env);
  const dataDir = path.resolve(config.DATA_DIR);
  const secret = resolveEmbeddedSessionSecret({ ...config, DATA_DIR: dataDir });
  const webhookSecretKey = resolveEmbeddedWebhookSecretKey({ ...config, DATA_DIR: dataDir });
  const storageKey = resolveEmbeddedStorageKey({ ...config, DATA_DIR: dataDir });
  const rowKeys = resolveEmbeddedRowKeys({ ...config, DATA_DIR: dataDir });
  const postgres = await startEmbeddedPostgres(dataDir);
  const appUrl = config.APP_URL;
  const adminEmail = config.ADMIN_EMAIL;
  const { local, quitRequested } = localModeOf(config);
  // On the user's own computer the tools may be where no PATH leads (a Mac's LibreOffice.app, Windows's
  // Program Files): every runner gets the path found once here.
  const soffice = locateExecutable(config.DECKMILL_SOFFICE);
  const pdftoppm = locateExecutable(config.DECKMILL_PDFTOPPM);
  const pdffonts = locateExecutable('pdffonts');
  return {
    mode: 'embedded',
    logLevel: config.LOG_LEVEL,
    http: {
      port: config.PORT,
      host: config.HOST,
      appUrl,
      trustProxy: config.TRUST_PROXY,
      timeouts: {
        headersMs: config.HTTP_HEADERS_TIMEOUT_MS,
        requestMs: config.HTTP_REQUEST_TIMEOUT_MS,
        idleMs: config.HTTP_IDLE_TIMEOUT_MS,
        shutdownGraceMs: config.HTTP_SHUTDOWN_GRACE_MS,
      },
      metrics: { port: config.METRICS_PORT, token: config.METRICS_TOKEN },
      webRoot: path.resolve(config.DECKMILL_WEB_ROOT),
    },
    messaging: {
      mode: 'embedded',
      dataDir,
      logEncryptionKey: storageKey,
      rpcRegistry: new InProcessRpcRegistry(),
      rpcTimeoutMs: 30_000,
      transactionGuard: config.DECKMILL_TRANSACTION_GUARD,
    },
    storage: {
      driver: 'filesystem',
      rootDir: path.join(dataDir, 'files'),
      fileUrls: { secret, baseUrl: appUrl },
      encryptionKey: storageKey,
    },
    modules: {
      gateway: {
        appUrl,
        sessionSecret: secret,
        outboundAllowHosts: config.OUTBOUND_ALLOW_HOSTS,
        extraCaCertificates: readCaBundle(config.OUTBOUND_CA_FILE),
        local,
      },
      identity: { adminEmail, localAccount: config.LOCAL_MODE },
      billing: { unlimited: config.LOCAL_MODE },
      teams: { secretKeys: rowKeys },
      mail: {
        appUrl,
        target: config.SMTP_URL
          ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
          : { kind: 'directory', dir: path.join(dataDir, 'mail'), from: config.MAIL_FROM },
        attachmentMaxBytes: config.DELIVERY_ATTACHMENT_MAX_MB * 1024 * 1024,
      },
      templates: {
        previews: {
          soffice,
          pdftoppm,
          pdffonts,
          concurrency: config.DECKMILL_PREVIEW_CONCURRENCY,
          sandbox: config.DECKMILL_PREVIEW_SANDBOX,
          memoryLimitBytes: config.DECKMILL_PREVIEW_MEMORY_MB * 1024 * 1024,
          warm: warmOfficeFrom(config),
        },
      },
      generation: {
        concurrency: config.GENERATION_CONCURRENCY,
        renderThreads: config.RENDER_THREADS ?? defaultRenderThreads(),
        deliveryMailsPerHour: config.DELIVERY_MAILS_PER_HOUR,
        imageSources: imageSourcesFrom(config),
        rowEncryptionKeys: rowKeys,
        deckRetentionDays: deckRetentionDaysFrom(config),
        orphanUploadHours: config.ORPHAN_UPLOAD_HOURS,
        localMode: config.LOCAL_MODE,
      },
      admin: { adminEmail, auditRetentionDays: auditRetentionDays(config) },
      webhooks: {
        secretKey: webhookSecretKey,
        outboundAllowHosts: config.OUTBOUND_ALLOW_HOSTS,
        extraCaCertificates: readCaBundle(config.OUTBOUND_CA_FILE),
        retrySweepEveryMs: config.WEBHOOK_RETRY_SWEEP_SECONDS * 1000,
      },
      converter: {
        pdf: {
          soffice,
          pdffonts,
          timeoutMs: config.DECKMILL_PDF_TIMEOUT_SECONDS * 1000,
          memoryLimitBytes: config.DECKMILL_PREVIEW_MEMORY_MB * 1024 * 1024,
          sandbox: config.DECKMILL_PREVIEW_SANDBOX,
          concurrency: config.DECKMILL_PDF_CONCURRENCY,
          warm: warmOfficeFrom(config),
        },
        pdftoppm,
      },
    },
    migrateOnStart: true,
    // One connection serves every service; each still records its migrations in its own schema, as in
    // distributed mode, so the admin command migrating identity alone and the server agree.
    openDatabase: (services, migrate) =>
      openDatabase({
        connection: { kind: 'socket', ...postgres.connection },
        services,
        migrate,
        transactionTimeLimitMs: config.DECKMILL_TRANSACTION_LIMIT_MS || undefined,
      }),
    stop: () => postgres.stop(),
    quitRequested,
  };
}

/**
 * LOCAL_MODE (the desktop app): the gateway keeps the launcher token's hash only, and its Quit settles
 * `quitRequested`, which the entry point answers by closing the app and exiting 0.
 */
function localModeOf(config: EmbeddedConfig): { local?: LocalMode; quitRequested?: Promise<void> } {
  if (!config.LOCAL_MODE || !config.LOCAL_LAUNCH_TOKEN) return {};
  let quit = (): void => undefined;
  const quitRequested = new Promise<void>((resolve) => (quit = resolve));
  return { local: { launchTokenHash: hashLaunchToken(config.LOCAL_LAUNCH_TOKEN), quit }, quitRequested };
}
