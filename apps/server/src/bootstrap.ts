import type { INestApplication, LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  answerTransportFailure,
  mountOpenApi,
  serveWebApps,
  V1_ERROR_AREA,
  V1_OWN_JSON_BODY_ROUTES,
} from '@deckmill/gateway-service';
import { startRpcTransport } from '@deckmill/messaging';
import { Metrics, configureHttp, createExpressAdapter, serveMetricsPort } from '@deckmill/server-kit';
import { fileOriginsOf } from './platform/file-origins';
import type { Platform } from './platform/platform';
import { rootModule } from './root.module';
import { databasesOf, servicesFor, type TargetName } from './service-catalogue';

export interface BootstrapOptions {
  /** Nest's logger (pino at LOG_LEVEL in production); false: silent. */
  readonly logger: LoggerService | false;
  /** Nest exits the process when start-up fails; test stacks want the error instead. Default true. */
  readonly abortOnError?: boolean;
}

/**
 * Starts the given services over the platform, listening: the one start-up wiring of the server, of the test
 * stacks, and of any worker a test runs in its own process. Answers the running app (the caller closes it).
 */
export async function bootstrap(
  platform: Platform,
  targets: readonly TargetName[],
  options: BootstrapOptions,
): Promise<INestApplication> {
  const services = servicesFor(targets);
  const app = await NestFactory.create(
    rootModule(platform, services),
    createExpressAdapter(platform.http.timeouts.shutdownGraceMs),
    {
      logger: options.logger,
      bodyParser: false,
      abortOnError: options.abortOnError ?? true,
    },
  );
  const http = platform.http;
  configureHttp(app, {
    appUrl: http.appUrl,
    trustProxy: http.trustProxy,
    fileOrigins: fileOriginsOf(platform),
    timeouts: http.timeouts,
    metricsToken: http.metrics.token,
    // The gateway's session secret signs the CSRF tokens, so every replica accepts every other's.
    csrfSecret: targets.includes('gateway') ? platform.modules.gateway.sessionSecret : undefined,
    ownJsonBodyRoutes: targets.includes('gateway') ? V1_OWN_JSON_BODY_ROUTES : [],
    // Only the gateway calls services for an HTTP request, so only its answers to their failures apply.
    errorAnswer: answerTransportFailure,
    errorAreas: targets.includes('gateway') ? [V1_ERROR_AREA] : [],
  });
  if (targets.includes('gateway')) {
    mountOpenApi(app);
    if (http.webRoot) {
      app.use(serveWebApps(http.webRoot, { local: platform.modules.gateway.local !== undefined }));
    }
  }
  if (services.some((service) => service.servesRpc)) await startRpcTransport(app, platform.messaging);
  await app.listen(http.port, http.host);
  // Unreferenced: the metrics listener never keeps a process alive that is shutting down.
  if (http.metrics.port) (await serveMetricsPort(app.get(Metrics), http.metrics.port, http.host)).unref();
  return app;
}

/** `--migrate`: runs the pending migrations of the services that keep data, then releases the platform. */
export async function migrate(platform: Platform, targets: readonly TargetName[]): Promise<string[]> {
  // generation-api and generation-worker migrate the one generation schema, as `generation` does.
  const databases = databasesOf(servicesFor(targets));
  const dataSource = await platform.openDatabase(databases, true);
  await dataSource.destroy();
  await platform.stop();
  return databases.map((database) => database.service);
}
