import path from 'node:path';
import {
  AdminConfig,
  BillingConfig,
  ConfigBase,
  ConverterConfig,
  GatewayConfig,
  GenerationConfig,
  IdentityConfig,
  MailConfig,
  ProcessConfig,
  TeamsConfig,
  TemplatesConfig,
  WebhooksConfig,
  WithDatabase,
  WithNats,
  WithS3,
  loadConfig,
  loadConfigOrExit,
} from '@deckmill/config';
import { openDatabase } from '@deckmill/database';
import { readCaBundle } from '@deckmill/outbound';
import type { MailOptions } from '@deckmill/mail-service';
import type { StorageOptions } from '@deckmill/storage';
import { servicesFor, type TargetName } from '../service-catalogue';
import { auditRetentionDays } from './audit-retention';
import { databaseConnection } from './database-connection';
import { deckRetentionDaysFrom } from './deck-retention';
import { warmOfficeFrom } from './warm-office';
import { imageSourcesFrom } from './image-sources';
import { streamSettingsFrom } from './stream-settings';
import type { Platform } from './platform';

const CONFIG_OF: Record<TargetName, new () => object> = {
  gateway: GatewayConfig,
  identity: IdentityConfig,
  teams: TeamsConfig,
  templates: TemplatesConfig,
  generation: GenerationConfig,
  'generation-api': GenerationConfig,
  'generation-worker': GenerationConfig,
  billing: BillingConfig,
  admin: AdminConfig,
  mail: MailConfig,
  webhooks: WebhooksConfig,
  converter: ConverterConfig,
};

// The shared parts every target that needs them declares in its own class (validated first, below).
class BusConfig extends WithNats(ConfigBase) {}
class DatabaseConfig extends WithDatabase(ConfigBase) {}
class StorageConfig extends WithS3(ConfigBase) {}

/**
 * Distributed mode: PostgreSQL, NATS and S3 come from the environment. Every target's configuration class is
 * validated first (the process refuses to start naming any bad or missing variable); then each part of the
 * platform, and each service module's options, is read from the one class that declares it.
 */
export async function distributedPlatform(
  targets: readonly TargetName[],
  env: NodeJS.ProcessEnv,
): Promise<Platform> {
  for (const target of targets) loadConfigOrExit(CONFIG_OF[target], env);
  const listener = loadConfigOrExit(ProcessConfig, env);
  const keepsFiles = servicesFor(targets).some((service) => service.keepsFiles);
  return {
    mode: 'distributed',
    logLevel: listener.LOG_LEVEL,
    http: {
      port: listener.PORT,
      host: listener.HOST,
      appUrl: listener.APP_URL,
      trustProxy: listener.TRUST_PROXY,
      timeouts: {
        headersMs: listener.HTTP_HEADERS_TIMEOUT_MS,
        requestMs: listener.HTTP_REQUEST_TIMEOUT_MS,
        idleMs: listener.HTTP_IDLE_TIMEOUT_MS,
        shutdownGraceMs: listener.HTTP_SHUTDOWN_GRACE_MS,
      },
      metrics: { port: listener.METRICS_PORT, token: listener.METRICS_TOKEN },
      webRoot: targets.includes('gateway')
        ? path.resolve(loadConfig(GatewayConfig, env).DECKMILL_WEB_ROOT)
        : undefined,
    },
    messaging: {
      mode: 'distributed',
      natsUrl: loadConfig(BusConfig, env).NATS_URL,
      connectionName: `deckmill-${targets.join('+')}`,
      streams: streamSettingsFrom(loadConfig(BusConfig, env)),
      transactionGuard: listener.DECKMILL_TRANSACTION_GUARD,
    },
    storage: keepsFiles ? s3Storage(loadConfig(StorageConfig, env)) : undefined,
    // Getters: a module's class is read only when the process runs that service.
    modules: {
      get gateway() {
        const config = loadConfig(GatewayConfig, env);
        return {
          appUrl: config.APP_URL,
          sessionSecret: config.SESSION_SECRET,
          outboundAllowHosts: config.OUTBOUND_ALLOW_HOSTS,
          extraCaCertificates: readCaBundle(config.OUTBOUND_CA_FILE),
          downloadsRedirect: config.DOWNLOADS_REDIRECT,
        };
      },
      get identity() {
        return { adminEmail: loadConfig(IdentityConfig, env).ADMIN_EMAIL };
      },
      get billing() {
        return {};
      },
      get teams() {
        return { secretKeys: loadConfig(TeamsConfig, env).ROW_ENCRYPTION_KEYS };
      },
      get templates() {
        const config = loadConfig(TemplatesConfig, env);
        return {
          previews: {
            soffice: config.DECKMILL_SOFFICE,
            pdftoppm: config.DECKMILL_PDFTOPPM,
            concurrency: config.DECKMILL_PREVIEW_CONCURRENCY,
            sandbox: config.DECKMILL_PREVIEW_SANDBOX,
            memoryLimitBytes: config.DECKMILL_PREVIEW_MEMORY_MB * 1024 * 1024,
            warm: warmOfficeFrom(config),
          },
        };
      },
      get generation() {
        const config = loadConfig(GenerationConfig, env);
        return {
          concurrency: config.GENERATION_CONCURRENCY,
          deliveryMailsPerHour: config.DELIVERY_MAILS_PER_HOUR,
          imageSources: imageSourcesFrom(config),
          rowEncryptionKeys: config.ROW_ENCRYPTION_KEYS,
          deckRetentionDays: deckRetentionDaysFrom(config),
          orphanUploadHours: config.ORPHAN_UPLOAD_HOURS,
        };
      },
      get admin() {
        const config = loadConfig(AdminConfig, env);
        return { adminEmail: config.ADMIN_EMAIL, auditRetentionDays: auditRetentionDays(config) };
      },
      get mail() {
        return mailOptions(loadConfig(MailConfig, env));
      },
      get webhooks() {
        const config = loadConfig(WebhooksConfig, env);
        return {
          secretKey: config.WEBHOOK_SECRET_KEY,
          outboundAllowHosts: config.OUTBOUND_ALLOW_HOSTS,
          extraCaCertificates: readCaBundle(config.OUTBOUND_CA_FILE),
          retrySweepEveryMs: config.WEBHOOK_RETRY_SWEEP_SECONDS * 1000,
        };
      },
      get converter() {
        const config = loadConfig(ConverterConfig, env);
        return {
          pdf: {
            soffice: config.DECKMILL_SOFFICE,
            timeoutMs: config.DECKMILL_PDF_TIMEOUT_SECONDS * 1000,
            memoryLimitBytes: config.DECKMILL_PREVIEW_MEMORY_MB * 1024 * 1024,
            sandbox: config.DECKMILL_PREVIEW_SANDBOX,
            concurrency: config.DECKMILL_PDF_CONCURRENCY,
            warm: warmOfficeFrom(config),
          },
          pdftoppm: config.DECKMILL_PDFTOPPM,
        };
      },
    },
    migrateOnStart: false,
    openDatabase: (services, migrate) =>
      openDatabase({
        connection: databaseConnection(loadConfig(DatabaseConfig, env), targets),
        services,
        migrate,
        transactionTimeLimitMs: listener.DECKMILL_TRANSACTION_LIMIT_MS || undefined,
      }),
    stop: async () => undefined,
  };
}

function s3Storage(config: StorageConfig): StorageOptions {
  return {
    driver: 's3',
    endpoint: config.S3_ENDPOINT,
    useSSL: config.S3_USE_SSL,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    serverSideEncryption: { mode: config.S3_SSE, kmsKeyId: config.S3_SSE_KMS_KEY_ID },
  };
}

function mailOptions(config: MailConfig): MailOptions {
  return {
    appUrl: config.APP_URL,
    target: config.SMTP_URL
      ? { kind: 'smtp', url: config.SMTP_URL, from: config.MAIL_FROM }
      : { kind: 'log', from: config.MAIL_FROM },
    attachmentMaxBytes: config.DELIVERY_ATTACHMENT_MAX_MB * 1024 * 1024,
  };
}
