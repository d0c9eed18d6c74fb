import { loadConfig } from '../load-config';
import { ConfigValidationError } from '../config-validation-error';
import { AdminConfig } from './admin.config';
import { BillingConfig } from './billing.config';
import { EmbeddedConfig } from './embedded.config';
import { GatewayConfig } from './gateway.config';
import { GenerationConfig } from './generation.config';
import { IdentityConfig } from './identity.config';
import { MailConfig } from './mail.config';
import { WebhooksConfig } from './webhooks.config';
import { ConverterConfig } from './converter.config';
import { RunModeConfig } from './run-mode.config';
import { SchemaPrefixConfig } from './schema-prefix.config';
import { TeamsConfig } from './teams.config';
import { TemplatesConfig } from './templates.config';

const fullDistributedEnv = {
  DATABASE_URL: 'postgresql://deckmill:pw@db:5432/deckmill',
  NATS_URL: 'nats://nats:4222',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY: 'minio',
  S3_SECRET_KEY: 'minio-secret',
  SESSION_SECRET: 'x'.repeat(40),
  WEBHOOK_SECRET_KEY: 'w'.repeat(40),
  ROW_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
  APP_URL: 'https://decks.example.com',
};

function invalidVariables(configClass: new () => object, env: Record<string, string>): string[] {
  try {
    loadConfig(configClass, env);
  } catch (error) {
    if (error instanceof ConfigValidationError) return error.issues.map((issue) => issue.variable).sort();
    throw error;
  }
  return [];
}

describe('per-app configuration', () => {
  it.each([
    [GatewayConfig, ['NATS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY', 'SESSION_SECRET']],
    [IdentityConfig, ['DATABASE_URL', 'NATS_URL', 'SESSION_SECRET']],
    [TeamsConfig, ['DATABASE_URL', 'NATS_URL', 'ROW_ENCRYPTION_KEYS']],
    [TemplatesConfig, ['DATABASE_URL', 'NATS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY']],
    [
      GenerationConfig,
      ['DATABASE_URL', 'NATS_URL', 'ROW_ENCRYPTION_KEYS', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY'],
    ],
    [BillingConfig, ['DATABASE_URL', 'NATS_URL']],
    [AdminConfig, ['DATABASE_URL', 'NATS_URL']],
    [MailConfig, ['APP_URL', 'DATABASE_URL', 'NATS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY']],
    [WebhooksConfig, ['DATABASE_URL', 'NATS_URL', 'WEBHOOK_SECRET_KEY']],
    [ConverterConfig, ['NATS_URL', 'S3_ACCESS_KEY', 'S3_ENDPOINT', 'S3_SECRET_KEY']],
    [EmbeddedConfig, []],
    [RunModeConfig, []],
  ])('%p requires exactly what it cannot default', (configClass, required) => {
    expect(invalidVariables(configClass, {})).toEqual(required);
  });

  const distributedApps: (new () => object)[] = [
    GatewayConfig,
    IdentityConfig,
    TeamsConfig,
    TemplatesConfig,
    GenerationConfig,
    BillingConfig,
    AdminConfig,
    MailConfig,
    WebhooksConfig,
    ConverterConfig,
  ];

  it.each(distributedApps)('%p starts with a complete distributed environment', (configClass) => {
    expect(() => loadConfig(configClass, fullDistributedEnv)).not.toThrow();
  });

  it('runs embedded out of the box on port 3000 with data under ./.data', () => {
    const config = loadConfig(EmbeddedConfig, {});

    expect(config).toMatchObject({
      PORT: 3000,
      APP_URL: 'http://localhost:3000',
      DATA_DIR: './.data',
      NODE_ENV: 'production',
      TRUST_PROXY: false,
    });
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.SESSION_SECRET).toBeUndefined();
  });

  it('derives the embedded APP_URL from PORT', () => {
    expect(loadConfig(EmbeddedConfig, { PORT: '4321' }).APP_URL).toBe('http://localhost:4321');
  });

  it('checks the embedded optional variables when they are given', () => {
    const env = { SMTP_URL: 'http://mail', ADMIN_EMAIL: 'not-an-email', SESSION_SECRET: 'short' };
    expect(invalidVariables(EmbeddedConfig, env)).toEqual(['ADMIN_EMAIL', 'SESSION_SECRET', 'SMTP_URL']);
  });

  it('reads the run mode, embedded by default', () => {
    expect(loadConfig(RunModeConfig, {}).DECKMILL_MODE).toBe('embedded');
    expect(loadConfig(RunModeConfig, { DECKMILL_MODE: 'distributed' }).DECKMILL_MODE).toBe('distributed');
    expect(() => loadConfig(RunModeConfig, { DECKMILL_MODE: 'cluster' })).toThrow(/DECKMILL_MODE is invalid/);
  });

  it('turns TLS on for https S3 endpoints unless told otherwise', () => {
    const https = { ...fullDistributedEnv, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com' };

    expect(loadConfig(TemplatesConfig, fullDistributedEnv).S3_USE_SSL).toBe(false);
    expect(loadConfig(TemplatesConfig, https).S3_USE_SSL).toBe(true);
    expect(loadConfig(TemplatesConfig, { ...https, S3_USE_SSL: 'false' }).S3_USE_SSL).toBe(false);
    expect(
      loadConfig(TemplatesConfig, { ...fullDistributedEnv, S3_ENDPOINT: 'minio:9000' }).S3_ENDPOINT,
    ).toBe('minio:9000');
  });

  it('reads an optional public S3 endpoint, which must be an http(s) URL', () => {
    expect(loadConfig(GatewayConfig, fullDistributedEnv).S3_PUBLIC_ENDPOINT).toBeUndefined();
    expect(
      loadConfig(GatewayConfig, { ...fullDistributedEnv, S3_PUBLIC_ENDPOINT: 'https://files.example.com' })
        .S3_PUBLIC_ENDPOINT,
    ).toBe('https://files.example.com');
    expect(
      invalidVariables(GatewayConfig, { ...fullDistributedEnv, S3_PUBLIC_ENDPOINT: 'files.example.com' }),
    ).toEqual(['S3_PUBLIC_ENDPOINT']);
  });

  it('streams downloads unless DOWNLOADS_REDIRECT asks for presigned URLs, and refuses anything else', () => {
    expect(loadConfig(GatewayConfig, fullDistributedEnv).DOWNLOADS_REDIRECT).toBe('none');
    expect(
      loadConfig(GatewayConfig, { ...fullDistributedEnv, DOWNLOADS_REDIRECT: 'presigned' })
        .DOWNLOADS_REDIRECT,
    ).toBe('presigned');
    expect(invalidVariables(GatewayConfig, { ...fullDistributedEnv, DOWNLOADS_REDIRECT: 'always' })).toEqual([
      'DOWNLOADS_REDIRECT',
    ]);
  });

  it('rejects invalid S3 bucket names and endpoints', () => {
    expect(() =>
      loadConfig(TemplatesConfig, { ...fullDistributedEnv, S3_BUCKET: 'Bad_Bucket', S3_ENDPOINT: 'ftp://x' }),
    ).toThrow(/S3_ENDPOINT is invalid \(got "ftp:\/\/x"\)[\s\S]*S3_BUCKET is invalid \(got "Bad_Bucket"\)/);
  });

  it('reads OUTBOUND_ALLOW_HOSTS where outbound requests are made, unset by default, and checks its entries', () => {
    const listed = { ...fullDistributedEnv, OUTBOUND_ALLOW_HOSTS: 'hooks.internal:8443, [::1]:9000' };

    expect(loadConfig(EmbeddedConfig, {}).OUTBOUND_ALLOW_HOSTS).toBeUndefined();
    expect(loadConfig(GenerationConfig, listed).OUTBOUND_ALLOW_HOSTS).toBe('hooks.internal:8443, [::1]:9000');
    expect(
      invalidVariables(GenerationConfig, { ...fullDistributedEnv, OUTBOUND_ALLOW_HOSTS: 'http://x' }),
    ).toEqual(['OUTBOUND_ALLOW_HOSTS']);
    expect(invalidVariables(EmbeddedConfig, { OUTBOUND_ALLOW_HOSTS: 'localhost:99999' })).toEqual([
      'OUTBOUND_ALLOW_HOSTS',
    ]);
  });

  it('refuses the variables that used to fall back silently: preview settings and the schema prefix', () => {
    expect(
      invalidVariables(TemplatesConfig, {
        ...fullDistributedEnv,
        DECKMILL_PREVIEW_SANDBOX: 'strongest',
        DECKMILL_PREVIEW_CONCURRENCY: '0',
        DECKMILL_PREVIEW_MEMORY_MB: 'lots',
      }),
    ).toEqual(['DECKMILL_PREVIEW_CONCURRENCY', 'DECKMILL_PREVIEW_MEMORY_MB', 'DECKMILL_PREVIEW_SANDBOX']);
    expect(invalidVariables(SchemaPrefixConfig, { DECKMILL_SCHEMA_PREFIX: 'Test-1' })).toEqual([
      'DECKMILL_SCHEMA_PREFIX',
    ]);
    expect(loadConfig(SchemaPrefixConfig, {}).DECKMILL_SCHEMA_PREFIX).toBe('');
    expect(loadConfig(SchemaPrefixConfig, { DECKMILL_SCHEMA_PREFIX: 'w1_' }).DECKMILL_SCHEMA_PREFIX).toBe(
      'w1_',
    );
  });

  it('guards against waiting on another service inside a transaction unless told not to', () => {
    const guard = (env: Record<string, string>) => loadConfig(EmbeddedConfig, env).DECKMILL_TRANSACTION_GUARD;
    expect(guard({})).toBe(true);
    expect(guard({ NODE_ENV: 'production' })).toBe(true);
    expect(guard({ NODE_ENV: 'development' })).toBe(true);
    expect(guard({ NODE_ENV: 'production', DECKMILL_TRANSACTION_GUARD: 'false' })).toBe(false);
    expect(invalidVariables(EmbeddedConfig, { DECKMILL_TRANSACTION_GUARD: 'maybe' })).toEqual([
      'DECKMILL_TRANSACTION_GUARD',
    ]);
  });
});
