import type { INestApplication } from '@nestjs/common';
import { bootstrap, migrate } from '../bootstrap';
import { distributedPlatform } from '../platform';
import type { TargetName } from '../service-catalogue';

/**
 * Services in a process of their own, configured from the environment exactly as `main.js --target=...`
 * configures them in distributed mode, but joined to a test stack's NATS namespace (WORKER_NATS_NAMESPACE)
 * and listening on a free port.
 */
export async function startWorkerProcess(
  targets: readonly TargetName[],
  env: NodeJS.ProcessEnv,
): Promise<INestApplication> {
  const namespace = env['WORKER_NATS_NAMESPACE'];
  if (!namespace) throw new Error('WORKER_NATS_NAMESPACE is required');
  const platform = await distributedPlatform(targets, env);
  return bootstrap(
    {
      ...platform,
      http: { ...platform.http, port: 0, host: '127.0.0.1' },
      messaging: { ...platform.messaging, namespace, rpcTimeoutMs: 15_000 },
    },
    targets,
    { logger: false },
  );
}

/** `main.js --target=... --migrate` in a test's process: the targets' migrations, configured from `env`. */
export async function migrateWorkerProcess(
  targets: readonly TargetName[],
  env: NodeJS.ProcessEnv,
): Promise<string[]> {
  return migrate(await distributedPlatform(targets, env), targets);
}
