import {
  AdminConfig,
  BillingConfig,
  GatewayConfig,
  GenerationConfig,
  IdentityConfig,
  MailConfig,
  TeamsConfig,
  TemplatesConfig,
  loadConfigOrExit,
} from '@deckmill/config';
import { openDatabase } from '@deckmill/database';
import { DEFAULT_HTTP_TIMEOUTS } from '@deckmill/server-kit';
import type { ServiceName } from '../service-catalogue';
import type { Platform } from './platform';

const CONFIG_OF: Record<ServiceName, new () => object> = {
  gateway: GatewayConfig,
  identity: IdentityConfig,
  teams: TeamsConfig,
  templates: TemplatesConfig,
  generation: GenerationConfig,
  billing: BillingConfig,
  admin: AdminConfig,
  mail: MailConfig,
};

/** The variables any target may read; each target's own config class decides which are required. */
interface DistributedVariables {
  PORT?: number;
  HOST?: string;
  METRICS_PORT?: number;
  METRICS_TOKEN?: string;
  APP_URL?: string;
  TRUST_PROXY?: boolean | number | string | string[];
  HTTP_HEADERS_TIMEOUT_MS?: number;
  HTTP_REQUEST_TIMEOUT_MS?: number;
  HTTP_IDLE_TIMEOUT_MS?: number;
  DATABASE_URL?: string;
  NATS_URL?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_USE_SSL?: boolean;
  S3_PUBLIC_ENDPOINT?: string;
  SESSION_SECRET?: string;
  SMTP_URL?: string;
  MAIL_FROM?: string;
  ADMIN_EMAIL?: string;
  GENERATION_CONCURRENCY?: number;
}

/**
 * Distributed mode: PostgreSQL, NATS and S3 come from the environment. Every target's configuration class is
 * validated (the process refuses to start naming any bad or missing variable), then merged.
 */
export async function distributedPlatform(
  targets: readonly ServiceName[],
  env: NodeJS.ProcessEnv,
): Promise<Platform> {
  const vars: DistributedVariables = Object.assign(
    {},
    ...targets.map((target) => loadConfigOrExit(CONFIG_OF[target], env)),
  );
  const port = vars.PORT ?? Number(env['PORT'] ?? 3000);
  const appUrl = vars.APP_URL ?? `http://localhost:${port}`;
  const secret = vars.SESSION_SECRET ?? '';
  return {
    port,
    // Services other than the gateway do not read HOST through their class; it applies to them all the same.
    host: vars.HOST ?? env['HOST'] ?? '127.0.0.1',
    metrics: {
      port: vars.METRICS_PORT ?? (env['METRICS_PORT'] ? Number(env['METRICS_PORT']) : undefined),
      token: vars.METRICS_TOKEN ?? env['METRICS_TOKEN'],
    },
    trustProxy: vars.TRUST_PROXY ?? false,
    httpTimeouts: {
      headersMs: vars.HTTP_HEADERS_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.headersMs,
      requestMs: vars.HTTP_REQUEST_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.requestMs,
      idleMs: vars.HTTP_IDLE_TIMEOUT_MS ?? DEFAULT_HTTP_TIMEOUTS.idleMs,
    },
    settings: {
      mode: 'distributed',
      appUrl,
      secret,
      mail: vars.SMTP_URL
        ? { kind: 'smtp', url: vars.SMTP_URL, from: vars.MAIL_FROM ?? 'Deckmill <no-reply@deckmill.local>' }
        : { kind: 'log', from: vars.MAIL_FROM ?? 'Deckmill <no-reply@deckmill.local>' },
      adminEmail: vars.ADMIN_EMAIL,
      generationConcurrency: vars.GENERATION_CONCURRENCY ?? 2,
    },
    messaging: {
      mode: 'distributed',
      natsUrl: vars.NATS_URL,
      connectionName: `deckmill-${targets.join('+')}`,
    },
    storage: vars.S3_ENDPOINT
      ? {
          driver: 's3',
          endpoint: vars.S3_ENDPOINT,
          useSSL: vars.S3_USE_SSL,
          publicEndpoint: vars.S3_PUBLIC_ENDPOINT,
          accessKey: vars.S3_ACCESS_KEY ?? '',
          secretKey: vars.S3_SECRET_KEY ?? '',
          bucket: vars.S3_BUCKET ?? 'deckmill',
          region: vars.S3_REGION ?? 'us-east-1',
        }
      : undefined,
    openDatabase: (services, migrate) => {
      if (!vars.DATABASE_URL) throw new Error('DATABASE_URL is required for services that keep data');
      return openDatabase({ connection: { kind: 'url', url: vars.DATABASE_URL }, services, migrate });
    },
    stop: async () => undefined,
  };
}
