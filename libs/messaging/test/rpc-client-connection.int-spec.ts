import { NatsRecord } from '@nestjs/microservices';
import { firstValueFrom } from 'rxjs';
import { startNatsServer, type TestNatsServer } from '@deckmill/testing';
import { currentRequestContext, runWithRequestContext } from '../src/context/request-context';
import { DeckmillClientNats } from '../src/rpc/nats/deckmill-client-nats';
import { activeTraceIds } from '../src/tracing/message-tracing';
import { recordSpans, type SpanRecorder } from '../src/testing/span-recorder';
import { trace } from '@opentelemetry/api';
import { waitFor } from './support/wait-for';

/**
 * Nest's NATS client connects on the first call, inside that call's request. What the connection does later on
 * its own (its status events: disconnect, reconnect, and the log lines Nest writes for them) must not run in
 * that first request's context: those lines would carry its request id and trace for the life of the process.
 */
describe("the RPC client's connection", () => {
  let nats: TestNatsServer;
  let recorder: SpanRecorder;

  beforeAll(async () => {
    nats = await startNatsServer();
    recorder = recordSpans();
  });

  afterAll(async () => {
    await recorder.stop();
    await nats.dispose();
  });

  it('reports its status events outside the request that opened it', async () => {
    const client = new DeckmillClientNats('stale', { servers: nats.url, reconnectTimeWait: 100 });
    const seen: { event: string; requestId?: string; traceId?: string }[] = [];
    const look = (event: string) => () =>
      seen.push({ event, requestId: currentRequestContext()?.requestId, traceId: activeTraceIds()?.traceId });
    client.on('disconnect', look('disconnect'));
    client.on('reconnect', look('reconnect'));
    try {
      // The first call connects, inside a request and its trace; nobody answers the subject, which is fine.
      await trace.getTracer('spec').startActiveSpan('first request', async (span) => {
        await runWithRequestContext({ requestId: 'req-first-call' }, () =>
          firstValueFrom(client.send('nobody.answers', new NatsRecord({}, {}))).catch(() => undefined),
        );
        span.end();
      });
      await nats.stop();
      await waitFor('the disconnect event', () => seen.some((entry) => entry.event === 'disconnect'));
      await nats.start();
      await waitFor('the reconnect event', () => seen.some((entry) => entry.event === 'reconnect'), 15_000);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      for (const entry of seen) expect(entry).toEqual({ event: entry.event });
    } finally {
      await client.close();
    }
  }, 30_000);
});
