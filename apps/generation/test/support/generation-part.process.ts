// One part of generation in its own process: `--target=generation-api` or `--target=generation-worker`
// as `main.js` starts it in distributed mode, joined to a test stack's NATS namespace, schemas and bucket (from
// the environment). With `--migrate` it runs that part's migrations and exits, as the Helm Job does.
import 'reflect-metadata';
import { migrateWorkerProcess, startWorkerProcess } from '@deckmill/server-harness';

const PARTS = ['generation-api', 'generation-worker'] as const;

async function main(): Promise<void> {
  const part = PARTS.find((name) => process.argv.includes(`--target=${name}`));
  if (!part) throw new Error(`Run with --target= one of ${PARTS.join(', ')}`);
  const env = { ...process.env, DECKMILL_MODE: 'distributed' };
  if (process.argv.includes('--migrate')) {
    const migrated = await migrateWorkerProcess([part], env);
    process.stdout.write(`${part} migrated ${migrated.join(',')}\n`);
    return;
  }
  const app = await startWorkerProcess([part], env);
  const address = app.getHttpServer().address() as { port: number };
  process.stdout.write(`${part} ready on port ${address.port}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`generation part failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
