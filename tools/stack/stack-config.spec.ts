import {
  AdminConfig,
  BillingConfig,
  ConverterConfig,
  GatewayConfig,
  GenerationConfig,
  IdentityConfig,
  loadConfig,
  MailConfig,
  ProcessConfig,
  RunModeConfig,
  TeamsConfig,
  TemplatesConfig,
  WebhooksConfig,
} from '@deckmill/config';
import {
  defaultedSecrets,
  DEVELOPMENT_SECRETS,
  missingDatabaseMessage,
  serviceEnvironment,
  stackSettings,
  TARGETS,
  USAGE,
} from './stack-config';

describe("start:stack's settings", () => {
  it("defaults to this machine's services, an s3rver of its own, and never creating a database", () => {
    const settings = stackSettings([], {});
    expect(settings).toMatchObject({
      createDatabase: false,
      port: 3000,
      servicePortBase: 3101,
      appUrl: 'http://localhost:3000',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/deckmill_dev',
      natsUrl: 'nats://127.0.0.1:4222',
      s3: { ownServer: true, port: 4569, endpoint: 'http://127.0.0.1:4569', bucket: 'deckmill-dev' },
    });
  });

  it('takes ports, URLs and S3 from the environment, and creates the database only when asked', () => {
    const settings = stackSettings(['--create-database'], {
      PORT: '8080',
      SERVICE_PORT_BASE: '4100',
      DATABASE_URL: 'postgres://me@db.internal:6543/mine',
      NATS_URL: 'tls://nats.internal:4222',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY: 'key',
      S3_SECRET_KEY: 'secret',
      S3_BUCKET: 'my-decks',
    });
    expect(settings).toMatchObject({
      createDatabase: true,
      port: 8080,
      servicePortBase: 4100,
      appUrl: 'http://localhost:8080',
      databaseUrl: 'postgres://me@db.internal:6543/mine',
      natsUrl: 'tls://nats.internal:4222',
      s3: {
        ownServer: false,
        endpoint: 'https://minio.internal:9000',
        accessKey: 'key',
        secretKey: 'secret',
        bucket: 'my-decks',
      },
    });
    const env = serviceEnvironment(settings, { APP_URL: 'https://ignored.example', PATH: '/bin' });
    expect(env).toMatchObject({
      DECKMILL_MODE: 'distributed',
      DATABASE_URL: 'postgres://me@db.internal:6543/mine',
      NATS_URL: 'tls://nats.internal:4222',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_BUCKET: 'my-decks',
      PATH: '/bin',
    });
    expect(env['SESSION_SECRET']?.length).toBeGreaterThanOrEqual(32);
  });

  it('starts on a clean environment: every secret a service requires has a development value, said in --help', () => {
    const env = serviceEnvironment(stackSettings([], {}), {});
    // What the services' configuration classes require (libs/config/src/groups): without WEBHOOK_SECRET_KEY the
    // webhooks service stopped at start with "WEBHOOK_SECRET_KEY is required".
    expect(env['SESSION_SECRET']?.length).toBeGreaterThanOrEqual(32);
    expect(env['WEBHOOK_SECRET_KEY']?.length).toBeGreaterThanOrEqual(32);
    expect(env['ROW_ENCRYPTION_KEYS']).toMatch(/^dev:[A-Za-z0-9+/]{43}=$/);
    expect(defaultedSecrets({})).toEqual(['SESSION_SECRET', 'WEBHOOK_SECRET_KEY', 'ROW_ENCRYPTION_KEYS']);
    for (const name of Object.keys(DEVELOPMENT_SECRETS)) expect(USAGE).toContain(name);
    // Every process's configuration, as each one reads it at start, takes that environment.
    const configs: (new () => object)[] = [
      RunModeConfig,
      ProcessConfig,
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
    for (const config of configs) expect(() => loadConfig(config, { ...env, PORT: '3101' })).not.toThrow();
  });

  it('keeps the secrets the environment sets, and names only the others as defaulted', () => {
    const given = { WEBHOOK_SECRET_KEY: 'w'.repeat(40), SESSION_SECRET: 's'.repeat(40) };
    const env = serviceEnvironment(stackSettings([], given), given);
    expect(env).toMatchObject(given);
    expect(env['ROW_ENCRYPTION_KEYS']).toBe(DEVELOPMENT_SECRETS.ROW_ENCRYPTION_KEYS);
    expect(defaultedSecrets(given)).toEqual(['ROW_ENCRYPTION_KEYS']);
  });

  it('refuses unknown arguments, bad ports and URLs, and an S3 endpoint without its keys', () => {
    expect(() => stackSettings(['--create-db'], {})).toThrow(/Unknown argument --create-db/);
    expect(() => stackSettings([], { PORT: '70000' })).toThrow(/PORT must be a port/);
    expect(() => stackSettings([], { SERVICE_PORT_BASE: 'x' })).toThrow(/SERVICE_PORT_BASE/);
    // The services listen on SERVICE_PORT_BASE and the next ones, one port each.
    expect(TARGETS).toHaveLength(10);
    expect(() => stackSettings([], { PORT: '3101' })).toThrow(
      /PORT 3101 falls in the other services' ports 3101-3110/,
    );
    expect(() => stackSettings([], { PORT: '3110' })).toThrow(/falls in the other services' ports/);
    expect(() => stackSettings([], { PORT: '4005', SERVICE_PORT_BASE: '4000' })).toThrow(/4000-4009/);
    expect(stackSettings([], { PORT: '3111' }).port).toBe(3111);
    expect(stackSettings([], { PORT: '3100' }).port).toBe(3100);
    expect(() => stackSettings([], { SERVICE_PORT_BASE: '65530' })).toThrow(/no room for 10 ports/);
    expect(() => stackSettings([], { DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL must start/);
    expect(() => stackSettings([], { NATS_URL: 'not a url' })).toThrow(/NATS_URL is not a URL/);
    expect(() => stackSettings([], { S3_ENDPOINT: 'http://s3:9000' })).toThrow(
      /set S3_ACCESS_KEY and S3_SECRET_KEY/,
    );
  });

  it('says how to get the missing database without creating it', () => {
    expect(missingDatabaseMessage('postgres://postgres@127.0.0.1:5432/deckmill_dev')).toMatch(
      /"deckmill_dev" does not exist on 127\.0\.0\.1:5432.*createdb -h 127\.0\.0\.1 -U postgres deckmill_dev.*--create-database/,
    );
  });
});
