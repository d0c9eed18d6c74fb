import 'reflect-metadata';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import { RunModeConfig, loadConfigOrExit } from '@deckmill/config';
import { mountOpenApi, serveWebApps } from '@deckmill/gateway-service';
import { startRpcTransport } from '@deckmill/messaging';
import {
  Metrics,
  PinoNestLogger,
  configureHttp,
  createExpressAdapter,
  createLogger,
  serveMetricsPort,
} from '@deckmill/server-kit';
import { distributedPlatform } from './platform/distributed-platform';
import { embeddedPlatform } from './platform/embedded-platform';
import { fileOriginsOf } from './platform/file-origins';
import type { Platform } from './platform/platform';
import { rootModule } from './root.module';
import { servicesFor } from './service-catalogue';
import { parseTargets } from './targets';

/**
 * One entry point for every way Deckmill runs:
 *   node main.js                          embedded: everything in one process (npm start)
 *   node main.js --target=identity        distributed: one service (DECKMILL_MODE=distributed)
 *   node main.js --target=identity --migrate   run that service's migrations and exit (Helm hook Job)
 */
async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const targets = parseTargets(argv, process.env);
  const { DECKMILL_MODE: mode } = loadConfigOrExit(RunModeConfig, process.env);
  const platform: Platform =
    mode === 'embedded'
      ? await embeddedPlatform(process.env)
      : await distributedPlatform(targets, process.env);
  const services = servicesFor(targets);
  const logger = createLogger({ service: targets.length === 1 ? targets[0] : 'deckmill' });

  if (argv.includes('--migrate')) {
    const databases = services.flatMap((service) => (service.database ? [service.database] : []));
    const dataSource = await platform.openDatabase(databases, true);
    logger.info({ services: databases.map((d) => d.service) }, 'migrations are up to date');
    await dataSource.destroy();
    await platform.stop();
    return;
  }

  const app = await NestFactory.create(
    rootModule(platform, services, mode === 'embedded'),
    createExpressAdapter(),
    {
      logger: new PinoNestLogger(logger),
      bodyParser: false,
    },
  );
  configureHttp(app, {
    appUrl: platform.settings.appUrl,
    trustProxy: platform.trustProxy,
    fileOrigins: fileOriginsOf(platform),
    timeouts: platform.httpTimeouts,
    metricsToken: platform.metrics?.token,
  });
  if (targets.includes('gateway')) {
    mountOpenApi(app);
    app.use(serveWebApps(process.env['DECKMILL_WEB_ROOT'] ?? path.resolve(process.cwd(), 'dist/web')));
  }
  if (services.some((service) => service.servesRpc)) await startRpcTransport(app, platform.messaging);
  app.enableShutdownHooks();
  // Started by `npm start`'s launcher (tools/start.mjs) over an IPC channel: if the launcher dies, even by
  // SIGKILL, the channel closes and the server shuts down instead of living on, orphaned, holding DATA_DIR.
  if (process.send) {
    process.channel?.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  await app.listen(platform.port, platform.host);
  const metricsPort = platform.metrics?.port;
  // Unreferenced: the metrics listener never keeps a process alive that is shutting down.
  if (metricsPort) (await serveMetricsPort(app.get(Metrics), metricsPort, platform.host)).unref();
  logger.info(
    { url: platform.settings.appUrl, host: platform.host, port: platform.port, mode, targets },
    'Deckmill is running',
  );
  if (mode === 'embedded') process.stdout.write(`\nDeckmill is running at ${platform.settings.appUrl}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Deckmill failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
