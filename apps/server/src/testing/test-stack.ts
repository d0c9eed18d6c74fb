import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE, openTestDatabase } from '@deckmill/database';
import { mountOpenApi } from '@deckmill/gateway-service';
import { startRpcTransport } from '@deckmill/messaging';
import {
  configureHttp,
  createExpressAdapter,
  DEFAULT_HTTP_TIMEOUTS,
  type HttpTimeouts,
  type PlatformSettings,
} from '@deckmill/server-kit';
import { startS3Server, startSmtpSink, type SmtpSink, type TestS3Server } from '@deckmill/testing';
import type { Platform } from '../platform/platform';
import { rootModule } from '../root.module';
import { SERVICE_NAMES, servicesFor, type ServiceName } from '../service-catalogue';

export interface TestStackOptions {
  /** Services to run; default all of them, in one process, talking over real NATS. */
  targets?: readonly ServiceName[];
  /** Start an S3 server (s3rver) for object storage. Default true. */
  s3?: boolean;
  /** Overrides of the platform settings (e.g. generationConcurrency). */
  settings?: Partial<PlatformSettings>;
  /** Slow-client timeouts of the listener; default the product's. */
  httpTimeouts?: HttpTimeouts;
  /** METRICS_TOKEN: /metrics answers only a scraper that sends it (unset: /metrics is a 404). */
  metricsToken?: string;
}

export interface TestStack {
  readonly app: INestApplication;
  readonly baseUrl: string;
  readonly smtp: SmtpSink;
  readonly s3?: TestS3Server;
  readonly dataSource?: DataSource;
  readonly settings: PlatformSettings;
  /** The NATS namespace of this stack (streams and subjects). */
  readonly namespace: string;
  stop(): Promise<void>;
}

// Jest gives every test file a fresh module registry, so a module-level counter alone would repeat across the
// files one worker runs; a random part keeps each stack's streams and dedupe windows its own.
let stackCounter = 0;
const fileNonce = randomBytes(3).toString('hex');

/**
 * The product in distributed mode against the machine's real PostgreSQL and NATS JetStream, an S3 server and
 * an SMTP sink, listening on a random port. Schemas and streams are namespaced per Jest worker and per stack.
 */
export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const targets = options.targets ?? SERVICE_NAMES;
  const services = servicesFor(targets);
  const namespace = `${process.env['DECKMILL_TEST_NAMESPACE'] ?? 'test'}_${fileNonce}_${++stackCounter}`;
  const [smtp, s3] = await Promise.all([startSmtpSink(), options.s3 === false ? undefined : startS3Server()]);
  const settings: PlatformSettings = {
    mode: 'distributed',
    appUrl: 'http://localhost',
    secret: 'test-secret-that-is-long-enough-for-signing-0123456789',
    mail: { kind: 'smtp', url: smtp.url, from: 'Deckmill <no-reply@deckmill.test>' },
    generationConcurrency: 2,
    ...options.settings,
  };
  const platform: Platform = {
    settings,
    port: 0,
    host: '127.0.0.1',
    trustProxy: false,
    httpTimeouts: options.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS,
    messaging: {
      mode: 'distributed',
      natsUrl: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
      namespace,
      rpcTimeoutMs: 15_000,
    },
    storage: s3
      ? {
          driver: 's3',
          endpoint: s3.endpoint,
          accessKey: s3.accessKey,
          secretKey: s3.secretKey,
          region: s3.region,
          bucket: namespace.toLowerCase().replace(/_/g, '-').slice(0, 60),
        }
      : undefined,
    openDatabase: (databases) => openTestDatabase(databases),
    stop: async () => undefined,
  };
  const app = await NestFactory.create(rootModule(platform, services, true), createExpressAdapter(), {
    logger: false,
    bodyParser: false,
    abortOnError: false,
  });
  configureHttp(app, {
    appUrl: settings.appUrl,
    trustProxy: 'loopback',
    timeouts: platform.httpTimeouts,
    metricsToken: options.metricsToken,
  });
  if (targets.includes('gateway')) mountOpenApi(app);
  if (services.some((service) => service.servesRpc)) await startRpcTransport(app, platform.messaging);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address() as { port: number };
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const dataSource = services.some((service) => service.database)
    ? app.get<DataSource>(DATA_SOURCE)
    : undefined;
  return {
    app,
    baseUrl,
    smtp,
    s3,
    dataSource,
    settings,
    namespace,
    async stop() {
      await app.close();
      await Promise.all([smtp.stop(), s3?.stop()]);
    },
  };
}
