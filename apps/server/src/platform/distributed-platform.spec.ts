import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, WebhooksConfig } from '@deckmill/config';
import { distributedPlatform } from './distributed-platform';

const ENV = {
  DATABASE_URL: 'postgres://deckmill:pw@db:5432/deckmill',
  NATS_URL: 'nats://nats:4222',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY: 'minio',
  S3_SECRET_KEY: 'minio-secret',
  SESSION_SECRET: 'x'.repeat(40),
  APP_URL: 'https://decks.example.com',
  PORT: '8080',
  ROW_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
};

describe('distributedPlatform', () => {
  it('reads each part from the class that declares it, with no fallback of its own', async () => {
    const platform = await distributedPlatform(['generation'], { ...ENV, GENERATION_CONCURRENCY: '5' });

    expect(platform.mode).toBe('distributed');
    expect(platform.http).toMatchObject({
      port: 8080,
      appUrl: 'https://decks.example.com',
      webRoot: undefined,
    });
    expect(platform.messaging).toEqual({
      mode: 'distributed',
      natsUrl: 'nats://nats:4222',
      connectionName: 'deckmill-generation',
      // Nothing set: no stream setting is held, an operator's changes stay.
      streams: { events: {}, jobs: {}, deadLetter: {} },
      // On by default: a wait inside a transaction is refused.
      transactionGuard: true,
    });
    expect(platform.storage).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      useSSL: false,
      publicEndpoint: undefined,
      accessKey: 'minio',
      secretKey: 'minio-secret',
      bucket: 'deckmill',
      region: 'us-east-1',
      serverSideEncryption: { mode: 'none', kmsKeyId: undefined },
    });
    expect(platform.modules.generation).toEqual({
      concurrency: 5,
      deliveryMailsPerHour: 200,
      imageSources: expect.any(Function),
      rowEncryptionKeys: ENV.ROW_ENCRYPTION_KEYS,
      deckRetentionDays: { free: 7, starter: 30, professional: 90, enterprise: 365 },
      orphanUploadHours: 24,
    });
    expect(platform.migrateOnStart).toBe(false);
  });

  it('gives the gateway its web root and each service its own options', async () => {
    const platform = await distributedPlatform(['gateway', 'identity', 'templates', 'admin', 'mail'], {
      ...ENV,
      DECKMILL_WEB_ROOT: 'build/web',
      ADMIN_EMAIL: 'ops@example.com',
      DECKMILL_SOFFICE: '/opt/libreoffice/program/soffice',
      DECKMILL_PREVIEW_SANDBOX: 'unshare',
      DOWNLOADS_REDIRECT: 'presigned',
    });

    expect(platform.http.webRoot).toBe(path.resolve('build/web'));
    expect(platform.modules.gateway).toEqual({
      appUrl: 'https://decks.example.com',
      sessionSecret: ENV.SESSION_SECRET,
      outboundAllowHosts: undefined,
      extraCaCertificates: [],
      downloadsRedirect: 'presigned',
    });
    expect(platform.modules.teams).toEqual({ secretKeys: ENV.ROW_ENCRYPTION_KEYS });
    expect(platform.modules.identity).toEqual({ adminEmail: 'ops@example.com' });
    expect(platform.modules.mail).toEqual({
      appUrl: 'https://decks.example.com',
      target: { kind: 'log', from: 'Deckmill <no-reply@deckmill.local>' },
      attachmentMaxBytes: 10 * 1024 * 1024,
    });
    expect(platform.modules.templates.previews).toEqual({
      soffice: '/opt/libreoffice/program/soffice',
      pdftoppm: 'pdftoppm',
      concurrency: 1,
      sandbox: 'unshare',
      memoryLimitBytes: 1536 * 1024 * 1024,
      // LibreOffice kept warm by default: one instance, replaced after 100 documents, stopped after 2 idle minutes.
      warm: { instances: 1, documentsPerInstance: 100, idleMs: 120_000, python: '/usr/bin/python3' },
    });
    expect(platform.modules.admin).toEqual({
      adminEmail: 'ops@example.com',
      auditRetentionDays: { free: 90, starter: 180, professional: 365, enterprise: 2555 },
    });
  });

  it('gives the webhooks service its secrets key and the outbound allow-list', async () => {
    const key = 'w'.repeat(40);
    const platform = await distributedPlatform(['webhooks'], {
      ...ENV,
      WEBHOOK_SECRET_KEY: key,
      OUTBOUND_ALLOW_HOSTS: 'hooks.internal:8443',
    });

    expect(platform.modules.webhooks).toEqual({
      secretKey: key,
      outboundAllowHosts: 'hooks.internal:8443',
      extraCaCertificates: [],
      retrySweepEveryMs: 20_000,
    });
  });

  it("trusts OUTBOUND_CA_FILE's certificates for the webhooks' https calls, and refuses a file without any", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'deckmill-ca-'));
    try {
      const caFile = path.join(dir, 'ca.pem');
      const pem = execFileSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=hooks.internal',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        caFile,
      ]);
      expect(pem).toBeDefined();
      const env = { ...ENV, WEBHOOK_SECRET_KEY: 'w'.repeat(40) };
      const platform = await distributedPlatform(['webhooks'], { ...env, OUTBOUND_CA_FILE: caFile });
      const [bundle, ...more] = platform.modules.webhooks.extraCaCertificates ?? [];
      expect(bundle).toMatch(/^-----BEGIN CERTIFICATE-----/);
      expect(more).toEqual([]);
      const keyOnly = path.join(dir, 'key.pem');
      expect(() => loadConfig(WebhooksConfig, { ...env, OUTBOUND_CA_FILE: keyOnly })).toThrow(
        /OUTBOUND_CA_FILE/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('has no object storage when no service of the process keeps files', async () => {
    const platform = await distributedPlatform(['identity', 'billing'], ENV);

    expect(platform.storage).toBeUndefined();
    expect(platform.messaging.connectionName).toBe('deckmill-identity+billing');
  });

  it('refuses waits inside a transaction unless DECKMILL_TRANSACTION_GUARD says not to', async () => {
    const guard = async (env: Record<string, string>) =>
      (await distributedPlatform(['identity'], { ...ENV, ...env })).messaging.transactionGuard;
    expect(await guard({ NODE_ENV: 'production' })).toBe(true);
    expect(await guard({ NODE_ENV: 'production', DECKMILL_TRANSACTION_GUARD: 'false' })).toBe(false);
  });
});
