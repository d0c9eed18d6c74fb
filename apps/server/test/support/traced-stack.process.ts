// Services of the test stack in a process of their own (`--target=` a list, or `all`; default the gateway and
// identity), traced as `main.js` traces them: tracing is started first (from OTEL_* in the environment), then
// the test stack is loaded and started over the machine's PostgreSQL and NATS and an S3 server. Prints
// `stack ready <json>` with what the test and the worker need.
import 'reflect-metadata';
import { startTracingIfConfigured, targetSpecOf } from '@deckmill/server-kit/tracing';
import type { TargetName } from '../../src/service-catalogue';

const TARGET_SPEC = targetSpecOf(process.argv.slice(2), 'gateway,identity');
const TARGETS = TARGET_SPEC === 'all' ? undefined : (TARGET_SPEC.split(',') as TargetName[]);
startTracingIfConfigured(process.env, TARGET_SPEC);

async function main(): Promise<void> {
  const { startTestStack } = await import('@deckmill/server-harness');
  const stack = await startTestStack(TARGETS ? { targets: TARGETS } : {});
  const ready = { baseUrl: stack.baseUrl, namespace: stack.namespace, s3: stack.s3 };
  process.stdout.write(`stack ready ${JSON.stringify(ready)}\n`);
  process.once('SIGTERM', () => void stack.stop().then(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`traced stack failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
