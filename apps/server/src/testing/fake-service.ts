import { type INestApplication, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagingModule, startRpcTransport, type MessagingModuleOptions } from '@deckmill/messaging';

/**
 * Starts RPC controllers standing in for another service on a stack's NATS namespace, so a suite tests one
 * service against the contract of a service it calls without starting that one. `close()` stops it.
 */
export async function startFakeService(namespace: string, controllers: Type[]): Promise<INestApplication> {
  const messaging: MessagingModuleOptions = {
    mode: 'distributed',
    natsUrl: process.env['TEST_NATS_URL'] ?? 'nats://127.0.0.1:4222',
    namespace,
  };
  @Module({ imports: [MessagingModule.forRoot(messaging)], controllers })
  class FakeServiceModule {}
  const app = await NestFactory.create(FakeServiceModule, { logger: false });
  await startRpcTransport(app, messaging);
  await app.init();
  return app;
}
