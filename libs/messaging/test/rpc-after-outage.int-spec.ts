import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startNatsServer, type TestNatsServer } from '@deckmill/testing';
import { MessagingModule } from '../src/nest/messaging.module';
import type { MessagingModuleOptions } from '../src/nest/messaging-options';
import { startRpcTransport } from '../src/nest/start-rpc-transport';
import { RPC_CLIENT_PROXY, RpcClient } from '../src/rpc/rpc-client';
import type { DeckmillClientNats } from '../src/rpc/nats/deckmill-client-nats';
import { ServiceException } from '../src/rpc/service-exception';
import { PingController } from './support/ping-controller';
import { waitFor } from './support/wait-for';

/**
 * After a NATS outage every connection of every process reconnects on its own schedule, so a caller's may be
 * back seconds before the service's subscription is (its JetStream consumers may be back already). A call
 * sent in that gap once answered "No service answers" at once; now it is sent again until the service is
 * back. A caller whose connection never went away still hears at once that nobody serves the subject.
 */
describe('request/reply just after a NATS outage', () => {
  let nats: TestNatsServer;
  let caller: INestApplication;
  let service: INestApplication | undefined;
  const options = (): MessagingModuleOptions => ({
    mode: 'distributed',
    natsUrl: nats.url,
    namespace: 'settle',
    rpcTimeoutMs: 5_000,
  });
  /** A process serving system.ping, over a connection of its own. */
  const startService = async () => {
    @Module({ imports: [MessagingModule.forRoot(options())], controllers: [PingController] })
    class ServiceModule {}
    const app = await NestFactory.create(ServiceModule, { logger: false });
    await startRpcTransport(app, options());
    await app.init();
    return app;
  };

  beforeAll(async () => {
    nats = await startNatsServer();
    @Module({ imports: [MessagingModule.forRoot(options())] })
    class CallerModule {}
    caller = await NestFactory.create(CallerModule, { logger: false });
    await caller.init();
  });

  afterAll(async () => {
    await service?.close();
    await caller?.close();
    await nats?.dispose();
  });

  it('answers at once that nobody serves a subject while the connection is steady', async () => {
    const rpc = caller.get(RpcClient);
    const started = Date.now();
    const failure = await rpc.call('system.ping', { service: 'nobody' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceException);
    expect((failure as ServiceException).serviceError).toMatchObject({ code: 'rpc_unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('sends a call again until the service is back, when the caller reconnected first', async () => {
    const rpc = caller.get(RpcClient);
    const proxy = caller.get<DeckmillClientNats>(RPC_CLIENT_PROXY);
    const seen: string[] = [];
    const watching = proxy.status.subscribe((status) => void seen.push(status));
    try {
      // The caller's connection goes away and comes back; the service's is not back yet (not started).
      await nats.stop();
      await waitFor('the caller to lose NATS', () => seen.includes('disconnected'), 15_000);
      await nats.start();
      await waitFor('the caller to reconnect', () => seen.at(-1) === 'connected', 15_000);

      const answer = rpc.call('system.ping', { service: 'after' });
      service = await startService();
      await expect(answer).resolves.toMatchObject({ service: 'after', ok: true });
    } finally {
      watching.unsubscribe();
    }
  }, 60_000);
});
