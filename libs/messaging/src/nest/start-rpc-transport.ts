import type { INestApplication } from '@nestjs/common';
import { rpcTransport } from './messaging-factories';
import type { MessagingModuleOptions } from './messaging-options';

/**
 * Serves the app's @RpcHandler methods over the mode's transport (NATS, or the in-process registry)
 * and starts listening. Global pipes, interceptors and filters of the app apply to them too.
 */
export async function startRpcTransport(
  app: INestApplication,
  options: MessagingModuleOptions,
): Promise<void> {
  app.connectMicroservice(rpcTransport(options), { inheritAppConfig: true });
  await app.startAllMicroservices();
}
