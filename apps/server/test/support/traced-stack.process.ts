// The gateway and identity in a process of their own, traced as `main.js` traces them: tracing is started
// first (from OTEL_* in the environment), then the test stack is loaded and started over the machine's
// PostgreSQL and NATS and an S3 server. Prints `stack ready <json>` with what the test and the worker need.
import 'reflect-metadata';
import { startTracingIfConfigured } from '@deckmill/server-kit/tracing';

const TARGETS = ['gateway', 'identity'] as const;
startTracingIfConfigured(process.env, TARGETS.join(','));

async function main(): Promise<void> {
  const { startTestStack } = await import('@deckmill/server-harness');
  const stack = await startTestStack({ targets: TARGETS });
  const ready = { baseUrl: stack.baseUrl, namespace: stack.namespace, s3: stack.s3 };
  process.stdout.write(`stack ready ${JSON.stringify(ready)}\n`);
  process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`traced stack failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
