import 'reflect-metadata';
// First: starts tracing (when configured) before anything loads http or pg.
import './start-tracing';
import { RunModeConfig, loadConfigOrExit } from '@deckmill/config';
import { PinoNestLogger, createLogger } from '@deckmill/server-kit';
import { bootstrap, migrate } from './bootstrap';
import { runAdminCommand } from './commands/admin-command';
import { OpsUsageError, runOpsCommand } from './commands/ops-command';
import { openPlatform } from './platform/open-platform';
import { parseTargets } from './targets';
import { letThreadsTakeTheirOwnHeapLimits } from './thread-heap-limits';

/**
 * One entry point for every way Deckmill runs:
 *   node main.js                          embedded: everything in one process (npm start)
 *   node main.js --target=identity        distributed: one service (DECKMILL_MODE=distributed)
 *   node main.js --target=identity --migrate   run that service's migrations and exit (Helm hook Job)
 *   node main.js admin create --email x   the first operator (npm run admin), in either mode
 *   node main.js ops dlq list|redrive     the dead-letter stream (npm run ops -- dlq list), distributed mode
 */
async function main(): Promise<void> {
  // Before any worker thread starts (PGlite's, the file store's, template inspections).
  letThreadsTakeTheirOwnHeapLimits();
  const argv = process.argv.slice(2);
  const run = loadConfigOrExit(RunModeConfig, process.env);
  if (argv[0] === 'ops') {
    await runOpsCommand(argv.slice(1), process.env).catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(error instanceof OpsUsageError ? 2 : 1);
    });
    return;
  }
  if (argv[0] === 'admin') {
    // The operator reads the message (usage, what to do instead), not a stack trace.
    await runAdminCommand(argv.slice(1), run.DECKMILL_MODE, process.env).catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
    return;
  }
  const mode = run.DECKMILL_MODE;
  const targets = parseTargets(argv, run.DECKMILL_TARGET);
  const platform = await openPlatform(mode, targets, process.env);
  const logger = createLogger({
    level: platform.logLevel,
    service: targets.length === 1 ? targets[0] : 'deckmill',
  });

  if (argv.includes('--migrate')) {
    logger.info({ services: await migrate(platform, targets) }, 'migrations are up to date');
    return;
  }

  const app = await bootstrap(platform, targets, { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks();
  // Started by `npm start`'s launcher (tools/start.mjs) over an IPC channel: if the launcher dies, even by
  // SIGKILL, the channel closes and the server shuts down instead of living on, orphaned, holding DATA_DIR.
  if (process.send) {
    process.channel?.unref();
    process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  }
  // Local mode's Quit (the desktop app's menu): a graceful close, then exit 0, which the launcher expects.
  void platform.quitRequested?.then(async () => {
    logger.info('Quit was asked in the app: Deckmill is stopping');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Deckmill could not stop cleanly');
      process.exit(1);
    }
  });
  const { appUrl, host, port } = platform.http;
  logger.info({ url: appUrl, host, port, mode, targets }, 'Deckmill is running');
  if (mode === 'embedded') process.stdout.write(`\nDeckmill is running at ${appUrl}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Deckmill failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
