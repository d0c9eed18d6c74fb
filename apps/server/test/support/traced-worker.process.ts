// One service in a process of its own (`--target=<service>`), traced as `main.js` traces it, joined to a
// test stack's NATS namespace and schemas (WORKER_NATS_NAMESPACE, DECKMILL_SCHEMA_PREFIX): its schema is
// migrated first, as the Helm migration Job would. Prints `worker ready`.
import 'reflect-metadata';
import { startTracingIfConfigured, targetSpecOf } from '@deckmill/server-kit/tracing';

const target = targetSpecOf(process.argv.slice(2), '');
startTracingIfConfigured(process.env, target);

async function main(): Promise<void> {
  const { startWorkerProcess } = await import('@deckmill/server-harness');
  const { distributedPlatform } = await import('../../src/platform/distributed-platform');
  const { migrate } = await import('../../src/bootstrap');
  const { parseTargets } = await import('../../src/targets');
  const targets = parseTargets(process.argv.slice(2), target);
  const env = { ...process.env, DECKMILL_MODE: 'distributed' };
  await migrate(await distributedPlatform(targets, env), targets);
  const app = await startWorkerProcess(targets, env);
  process.stdout.write('worker ready\n');
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`traced worker failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
