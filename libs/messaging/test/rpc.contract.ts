import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { SpanKind, trace } from '@opentelemetry/api';
import { firstValueFrom, type Observable } from 'rxjs';
import { Rpc, rpcSubject, type RpcRequest } from '@deckmill/bus-contracts';
import { runWithRequestContext } from '../src/context/request-context';
import { MessagingModule } from '../src/nest/messaging.module';
import type { MessagingModuleOptions } from '../src/nest/messaging-options';
import { startRpcTransport } from '../src/nest/start-rpc-transport';
import { MESSAGE_BUS, type MessageBus } from '../src/ports';
import { RPC_CLIENT_PROXY, RpcClient } from '../src/rpc/rpc-client';
import { DomainException } from '../src/rpc/domain-exception';
import { ServiceException } from '../src/rpc/service-exception';
import { parentIdOf, recordSpans } from '../src/testing/span-recorder';
import { PingController, slowRequests } from './support/ping-controller';
import { waitFor } from './support/wait-for';

/** A raw Nest client, to send what RpcClient would refuse to send. */
interface RawClient {
  send(pattern: string, data: unknown): Observable<unknown>;
}

async function createApp(options: MessagingModuleOptions, serve: boolean): Promise<INestApplication> {
  @Module({ imports: [MessagingModule.forRoot(options)], controllers: serve ? [PingController] : [] })
  class TestAppModule {}
  const app = await NestFactory.create(TestAppModule, { logger: false });
  if (serve) await startRpcTransport(app, options);
  await app.init();
  return app;
}

/**
 * Request/reply between a caller (RpcClient) and a service (@RpcHandler), the same in both modes.
 * `options(world)` gives the module options: apps made from the same world see each other.
 */
export function runRpcContract(options: (world: string) => MessagingModuleOptions): void {
  let service: INestApplication;
  let client: RpcClient;

  beforeAll(async () => {
    service = await createApp(options('main'), true);
    client = service.get(RpcClient);
  });

  afterAll(async () => {
    await service.close();
  });

  it('answers a valid request, carrying the request id to the handler', async () => {
    const reply = await runWithRequestContext({ requestId: 'req-rpc-1' }, () =>
      client.call('system.ping', { service: 'templates' }),
    );
    expect(reply).toEqual({ service: 'templates', ok: true, at: 'req-rpc-1' });
  });

  it('carries who acts and from where to the handler (actor, client address, user agent)', async () => {
    const seen = {
      actor: { kind: 'operator' as const, userId: 'user-1', email: 'ops@example.com' },
      ip: '198.51.100.23',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
    };
    const reply = await runWithRequestContext({ requestId: 'req-rpc-ctx', ...seen }, () =>
      client.call('system.ping', { service: 'context' }),
    );
    expect(JSON.parse(reply.at)).toEqual(seen);
  });

  it("continues the caller's trace: a client span, and the handler in a server span under it", async () => {
    const recorder = recordSpans();
    try {
      const reply = await trace.getTracer('spec').startActiveSpan('request', async (span) => {
        try {
          return await client.call('system.ping', { service: 'trace' });
        } finally {
          span.end();
        }
      });
      const request = recorder.span('request').spanContext();
      const clientSpan = recorder.span(`send ${rpcSubject(Rpc['system.ping'])}`);
      expect(clientSpan.kind).toBe(SpanKind.CLIENT);
      expect(clientSpan.spanContext().traceId).toBe(request.traceId);
      expect(parentIdOf(clientSpan)).toBe(request.spanId);
      await waitFor('the server span', () => recorder.spans().some((span) => span.kind === SpanKind.SERVER));
      const serverSpan = recorder.spans().find((span) => span.kind === SpanKind.SERVER);
      expect(serverSpan?.spanContext().traceId).toBe(request.traceId);
      expect(serverSpan && parentIdOf(serverSpan)).toBe(clientSpan.spanContext().spanId);
      expect(reply.at).toBe(`${request.traceId}:${serverSpan?.spanContext().spanId}`);
      // Embedded mode's in-process transport is not NATS, and its spans do not claim it is.
      const system = options('main').mode === 'embedded' ? 'deckmill.in_process' : 'nats';
      expect([clientSpan.attributes['rpc.system'], serverSpan?.attributes['rpc.system']]).toEqual([
        system,
        system,
      ]);
    } finally {
      await recorder.stop();
    }
  });

  it('gives a call made outside any request a fresh request id', async () => {
    const reply = await client.call('system.ping', { service: 'cron' });
    expect(reply.at).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an invalid request before sending it', async () => {
    const invalid = { service: 7 } as unknown as RpcRequest<'system.ping'>;
    const error = await client.call('system.ping', invalid).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceException);
    expect(error).toMatchObject({ kind: 'invalid_request', serviceError: { code: 'invalid_request' } });
    expect((error as ServiceException).body().errors).toHaveProperty('service');
  });

  it('answers an invalid payload that reaches the service with an invalid_request service error', async () => {
    const raw = service.get<RawClient>(RPC_CLIENT_PROXY);
    const error = await firstValueFrom(raw.send(rpcSubject(Rpc['system.ping']), { service: 7 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'invalid_request', errors: { service: [expect.any(String)] } });
    expect(error).not.toHaveProperty('status');
  });

  it('delivers the domain error a service raised to the caller, with its kind, fields and message', async () => {
    const error = await client
      .call('system.ping', { service: 'forbidden' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainException);
    expect((error as DomainException).domainError).toMatchObject({
      kind: 'forbidden',
      code: 'not_your_team',
      message: 'Not your team',
      fields: { team: ['Not your team'] },
    });
    expect(error).toMatchObject({ rpcKey: 'system.ping' });
  });

  it('turns an unexpected service failure into a failed call without its details', async () => {
    const error = await client.call('system.ping', { service: 'crash' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'failed', message: 'Internal server error' });
    expect(JSON.stringify((error as ServiceException).serviceError)).not.toContain('secret');
  });

  it('refuses a reply that breaks the contract as a bad reply', async () => {
    const error = await client
      .call('system.ping', { service: 'malformed' })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'bad_reply', serviceError: { code: 'rpc_bad_reply' } });
  });

  it('times out when the service is too slow', async () => {
    const error = await client
      .call('system.ping', { service: 'slow' }, { timeoutMs: 200 })
      .catch((caught: unknown) => caught);
    slowRequests.openAll();
    expect(error).toMatchObject({ kind: 'timeout', serviceError: { code: 'rpc_timeout' } });
  });

  it('fails as unavailable when no service answers the subject', async () => {
    const lonely = await createApp(options('nobody-serves'), false);
    try {
      const error = await lonely
        .get(RpcClient)
        .call('system.ping', { service: 'anyone' }, { timeoutMs: 2_000 })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'unavailable', serviceError: { code: 'rpc_unavailable' } });
    } finally {
      await lonely.close();
    }
  });

  it('provides a working message bus', async () => {
    await expect(service.get<MessageBus>(MESSAGE_BUS).ping()).resolves.toBeUndefined();
  });
}
