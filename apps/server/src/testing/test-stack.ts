import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { openTestDatabase } from '@deckmill/database';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from '@deckmill/server-kit';
import type { StorageOptions } from '@deckmill/storage';
import {
  startS3Server,
  startSmtpSink,
  TEST_ROW_ENCRYPTION_KEYS,
  TEST_STORAGE_ENCRYPTION_KEY,
  type SmtpSink,
  type TestS3Server,
} from '@deckmill/testing';
import { bootstrap } from '../bootstrap';
import type { Platform } from '../platform';
import { SERVICE_NAMES, servicesFor, type ModuleOptions, type TargetName } from '../service-catalogue';

export interface TestStackOptions {
  /** Services to run; default all of them, in one process, talking over real NATS. */
  targets?: readonly TargetName[];
  /** Files in an S3 server (s3rver). Default true; false keeps them in a temporary directory instead. */
  s3?: boolean;
  /**
   * An S3 server the caller started (in another process, so that its work is not the stack's event loop's) and
   * stops; the stack keeps its files there in a bucket of its own.
   */
  s3Server?: TestS3Server;
  /** Overrides of service modules' options, e.g. `{ generation: { concurrency: 1 } }`. */
  modules?: { readonly [Service in keyof ModuleOptions]?: Partial<ModuleOptions[Service]> };
  /** Slow-client timeouts of the listener; default the product's. */
  httpTimeouts?: HttpTimeouts;
  /** METRICS_TOKEN: /metrics answers only a scraper that sends it (unset: /metrics is a 404). */
  metricsToken?: string;
  /**
   * Slide previews rendered by LibreOffice, as the product does after every upload. Default false: the stack's
   * LibreOffice for previews is then missing, and templates say their previews are unavailable, as on a server
   * without it. Every upload would otherwise start LibreOffice (about 5 s of CPU a render; 8 renders were
   * 22 s of two generation suites' 124 s of CPU) in suites that never look at a preview. The PDF converter
   * keeps its LibreOffice either way.
   */
  previews?: boolean;
  /** Outage tests: a NATS server and a PostgreSQL server of their own instead of the machine's. */
  natsUrl?: string;
  databaseUrl?: string;
}

export interface TestStack {
  readonly app: INestApplication;
  readonly baseUrl: string;
  readonly smtp: SmtpSink;
  readonly s3?: TestS3Server;
  readonly dataSource?: DataSource;
  /** The NATS namespace of this stack (streams and subjects). */
  readonly namespace: string;
  stop(): Promise<void>;
}

const APP_URL = 'http://localhost';
const SECRET = 'test-secret-that-is-long-enough-for-signing-0123456789';

// Jest gives every test file a fresh module registry, so a module-level counter alone would repeat across the
// files one worker runs; a random part keeps each stack's streams and dedupe windows its own.
let stackCounter = 0;
const fileNonce = randomBytes(3).toString('hex');

/** The stack's object storage: a bucket of its own in s3rver, or a temporary directory. */
async function testStorage(s3: TestS3Server | undefined, namespace: string): Promise<StorageOptions> {
  if (!s3) {
    const rootDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-stack-files-'));
    return {
      driver: 'filesystem',
      rootDir,
      fileUrls: { secret: SECRET, baseUrl: APP_URL },
      encryptionKey: TEST_STORAGE_ENCRYPTION_KEY,
    };
  }
  const { endpoint, accessKey, secretKey, region } = s3;
  const bucket = namespace.toLowerCase().replace(/_/g, '-').slice(0, 60);
  return { driver: 's3', endpoint, accessKey, secretKey, region, bucket };
}

/** A port free right now on 127.0.0.1, so the gateway's own links (`/api/links/...`) can name it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A LibreOffice command no machine has: previews are unavailable (TestStackOptions.previews). */
const NO_PREVIEW_LIBREOFFICE = 'deckmill-test-stack-renders-no-previews';

/** What the product would read from its configuration, for a test: overridable per module. */
function testModules(
  smtp: SmtpSink,
  previews: boolean,
  overrides: TestStackOptions['modules'] = {},
): ModuleOptions {
  return {
    gateway: { appUrl: APP_URL, sessionSecret: SECRET, ...overrides.gateway },
    identity: { adminEmail: undefined, ...overrides.identity },
    billing: { ...overrides.billing },
    teams: { secretKeys: TEST_ROW_ENCRYPTION_KEYS, ...overrides.teams },
    mail: {
      appUrl: APP_URL,
      target: { kind: 'smtp', url: smtp.url, from: 'Deckmill <no-reply@deckmill.test>' },
      ...overrides.mail,
    },
    templates: {
      previews: {
        soffice: previews ? 'soffice' : NO_PREVIEW_LIBREOFFICE,
        pdftoppm: 'pdftoppm',
        concurrency: 1,
        sandbox: 'bwrap',
        memoryLimitBytes: 1536 * 1024 * 1024,
      },
      ...overrides.templates,
    },
    generation: { concurrency: 2, rowEncryptionKeys: TEST_ROW_ENCRYPTION_KEYS, ...overrides.generation },
    // No retention sweep on a timer: a test prunes by calling the use case with the time it wants.
    admin: { adminEmail: undefined, auditRetentionSweepEveryMs: 0, ...overrides.admin },
    webhooks: {
      secretKey: 'test-webhook-secret-key-that-is-long-enough',
      outboundAllowHosts: undefined,
      ...overrides.webhooks,
    },
    converter: {
      pdf: {
        soffice: 'soffice',
        timeoutMs: 120_000,
        memoryLimitBytes: 1536 * 1024 * 1024,
        sandbox: 'bwrap',
        concurrency: 1,
      },
      ...overrides.converter,
    },
  };
}

/**
 * The product in distributed mode against the machine's real PostgreSQL and NATS JetStream, an S3 server and
 * an SMTP sink, listening on a random port. Schemas and streams are namespaced per Jest worker and per stack.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const targets = options.targets ?? SERVICE_NAMES;
  const namespace = `${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'test'}_${fileNonce}_${++stackCounter}`;
  const [smtp, s3] = await Promise.all([
    startSmtpSink(),
    options.s3Server ?? (options.s3 === false ? undefined : startS3Server()),
  ]);
  const storage = await testStorage(s3, namespace);
  // The gateway's links (a template's file_url) point at the gateway itself, so a test can follow them; the
  // other services keep APP_URL (their mails' page links are asserted as http://localhost/...).
  const port = await freePort();
  const modules = testModules(smtp, options.previews ?? false, {
    ...options.modules,
    gateway: { appUrl: `http://127.0.0.1:${port}`, ...options.modules?.gateway },
  });
  const platform: Platform = {
    mode: 'distributed',
    logLevel: 'silent',
    http: {
      port,
      host: '127.0.0.1',
      appUrl: APP_URL,
      trustProxy: ['loopback'],
      timeouts: options.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS,
      metrics: { port: undefined, token: options.metricsToken },
      webRoot: undefined,
    },
    messaging: {
      mode: 'distributed',
      natsUrl: options.natsUrl ?? process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
      namespace,
      rpcTimeoutMs: 15_000,
      // As in development: a request to another service inside a transaction fails the test at once.
      transactionGuard: true,
    },
    storage,
    modules,
    migrateOnStart: true,
    openDatabase: (databases) => openTestDatabase(databases, options.databaseUrl),
    stop: async () => undefined,
  };
  const app = await bootstrap(platform, targets, { logger: false, abortOnError: false });
  const address = app.getHttpServer().address() as { port: number };
  const dataSource = servicesFor(targets).some((service) => service.database)
    ? app.get<DataSource>(getDataSourceToken())
    : undefined;
  return {
    app,
    baseUrl: `http://127.0.0.1:${address.port}`,
    smtp,
    s3,
    dataSource,
    namespace,
    async stop() {
      await app.close();
      await Promise.all([smtp.stop(), options.s3Server ? undefined : s3?.stop()]);
      if (storage.driver === 'filesystem') await rm(storage.rootDir, { recursive: true, force: true });
    },
  };
}
