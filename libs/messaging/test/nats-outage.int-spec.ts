import { Logger, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { startNatsServer, type TestNatsServer } from '@deckmill/testing';
import { MessagingModule } from '../src/nest/messaging.module';
import type { MessagingModuleOptions } from '../src/nest/messaging-options';
import { startRpcTransport } from '../src/nest/start-rpc-transport';
import { MESSAGE_BUS, type MessageBus } from '../src/ports';
import { RpcClient } from '../src/rpc/rpc-client';
import { PingController } from './support/ping-controller';
import { waitFor } from './support/wait-for';

// Longer than the NATS client's default reconnect budget (10 attempts, 2 s apart), which left every
// process connected to nothing until it was restarted.
const OUTAGE_MS = 25_000;

/**
 * A process (bus consumer, RPC server and client in one app) on a NATS server of the test's own, which is
 * stopped for longer than the client's default reconnect budget and then started again: the process
 * reconnects by itself, its durable consumer and RPC handlers work again, and nothing is lost.
 */
describe('a NATS outage longer than the default reconnect budget', () => {
  let nats: TestNatsServer;
  let app: INestApplication;

  beforeAll(async () => {
    nats = await startNatsServer();
    const options: MessagingModuleOptions = {
      mode: 'distributed',
      natsUrl: nats.url,
      namespace: 'outage',
      rpcTimeoutMs: 3_000,
    };
    @Module({ imports: [MessagingModule.forRoot(options)], controllers: [PingController] })
    class OutageAppModule {}
    app = await NestFactory.create(OutageAppModule, { logger: false });
    await startRpcTransport(app, options);
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await nats?.dispose();
  });

  it('reconnects by itself: events published before and after it arrive once each, RPC answers again', async () => {
    const bus = app.get<MessageBus>(MESSAGE_BUS);
    const rpc = app.get(RpcClient);
    const seen: string[] = [];
    await bus.subscribeEvent(
      'system.probe',
      { durable: 'outage-probe', ackWaitMs: 2_000, backoffMs: [200], maxDeliver: 5 },
      async ({ data }) => void seen.push(data.id),
    );
    await bus.publishEvent('system.probe', { id: 'before' });
    expect(await rpc.call('system.ping', { service: 'before' })).toMatchObject({ ok: true });
    await waitFor('the event sent before the outage', () => seen.includes('before'));
    // What the process says of it: one line when NATS goes and one when it is back (the server wires a
    // DependencyStateLog here), not the RPC client's and server's connections each at error.
    const states: string[] = [];
    bus.watchConnection?.({
      lost: (reason) => states.push(`lost: ${reason}`),
      regained: () => states.push('regained'),
    });
    const errors = jest.spyOn(Logger.prototype, 'error');

    await nats.stop();
    await expect(bus.ping()).rejects.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    await nats.start();

    // The bus's ping (the readiness check) passes again without a restart.
    await waitFor(
      'the bus to reconnect',
      () =>
        bus.ping().then(
          () => true,
          () => false,
        ),
      15_000,
    );
    await bus.publishEvent('system.probe', { id: 'after' });
    await waitFor('the event sent after the outage', () => seen.includes('after'), 15_000);
    await waitFor(
      'the RPC connections to reconnect',
      () =>
        rpc.call('system.ping', { service: 'after' }).then(
          (r) => r.ok,
          () => false,
        ),
      15_000,
    );
    expect(seen).toEqual(['before', 'after']);
    await waitFor('the bus to say it is back', () => states.includes('regained'));
    expect(states).toEqual([expect.stringMatching(/^lost: disconnected from /), 'regained']);
    const statusErrors = errors.mock.calls.filter(([message]) =>
      /^NatsError: type: "disconnect"/.test(`${message}`),
    );
    errors.mockRestore();
    expect(statusErrors).toEqual([]);
  }, 90_000);
});
