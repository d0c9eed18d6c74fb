// A generation worker in its own process: the service as `main.js --target=generation` starts it in
// distributed mode (the same bootstrap, configured from the environment), but joined to a test stack's NATS
// namespace, schemas and bucket (passed in the environment by the test, which kills it with SIGKILL).
import 'reflect-metadata';
import { startWorkerProcess } from '@deckmill/server-harness';

async function main(): Promise<void> {
  if (!process.argv.includes('--target=generation')) throw new Error('Run with --target=generation');
  await startWorkerProcess(['generation'], { ...process.env, DECKMILL_MODE: 'distributed' });
  process.stdout.write('generation worker ready\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`generation worker failed: ${String(error)}\n`);
  process.exit(1);
});
