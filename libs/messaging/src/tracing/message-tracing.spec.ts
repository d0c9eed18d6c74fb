import { trace } from '@opentelemetry/api';
import {
  contextHeaders,
  currentRequestContext,
  runOutsideRequest,
  runWithRequestContext,
} from '../context/request-context';
import { parentIdOf, recordSpans, type SpanRecorder } from '../testing/span-recorder';
import {
  activeTraceIds,
  inConsumerSpan,
  inProducerSpan,
  SpanKind,
  traceContextOf,
  traceHeaders,
} from './message-tracing';

describe('message tracing without an SDK (tracing off)', () => {
  it('adds no header, makes no span and names no trace', async () => {
    await runWithRequestContext({ requestId: 'req-off-1' }, () =>
      inProducerSpan('publish x', SpanKind.PRODUCER, {}, async () => {
        expect(contextHeaders()).toEqual({ 'x-request-id': 'req-off-1' });
        expect(traceHeaders()).toEqual({});
        expect(activeTraceIds()).toBeUndefined();
      }),
    );
  });
});

describe('message tracing with the SDK', () => {
  let recorder: SpanRecorder;
  const tracer = () => trace.getTracer('spec');

  beforeEach(() => {
    recorder = recordSpans();
  });

  afterEach(async () => {
    await recorder.stop();
  });

  it('injects the producer span as traceparent and the receiver extracts it as its parent', async () => {
    let headers: Record<string, string> = {};
    await tracer().startActiveSpan('request', async (request) => {
      await runWithRequestContext({ requestId: 'req-trace-1' }, () =>
        inProducerSpan('publish deckmill.evt.x.v1', SpanKind.PRODUCER, {}, async () => {
          headers = contextHeaders();
        }),
      );
      request.end();
    });
    const producer = recorder.span('publish deckmill.evt.x.v1');
    const { traceId, spanId } = producer.spanContext();
    expect(headers).toEqual({
      'x-request-id': 'req-trace-1',
      traceparent: `00-${traceId}-${spanId}-01`,
    });
    expect(parentIdOf(producer)).toBe(recorder.span('request').spanContext().spanId);

    const extracted = trace.getSpanContext(traceContextOf(headers));
    expect(extracted).toMatchObject({ traceId, spanId, isRemote: true });
  });

  it("opens the consumer span under the message's span, not under whatever runs when it is delivered", async () => {
    const headers = await tracer().startActiveSpan('sender', async (sender) => {
      sender.end();
      return traceHeaders();
    });
    let inHandler: ReturnType<typeof activeTraceIds>;
    await tracer().startActiveSpan('unrelated delivery loop', async (loop) => {
      await inConsumerSpan(headers, 'process deckmill.job.x.v1', SpanKind.CONSUMER, {}, async () => {
        inHandler = activeTraceIds();
      });
      loop.end();
    });
    const consumer = recorder.span('process deckmill.job.x.v1');
    const sender = recorder.span('sender');
    expect(consumer.spanContext().traceId).toBe(sender.spanContext().traceId);
    expect(parentIdOf(consumer)).toBe(sender.spanContext().spanId);
    expect(consumer.kind).toBe(SpanKind.CONSUMER);
    expect(inHandler).toEqual({
      traceId: consumer.spanContext().traceId,
      spanId: consumer.spanContext().spanId,
    });
  });

  it('starts a trace of its own for a message that carries none', async () => {
    await tracer().startActiveSpan('unrelated', async (unrelated) => {
      await inConsumerSpan({}, 'process lone', SpanKind.CONSUMER, {}, async () => undefined);
      unrelated.end();
    });
    const lone = recorder.span('process lone');
    expect(parentIdOf(lone)).toBeUndefined();
    expect(lone.spanContext().traceId).not.toBe(recorder.span('unrelated').spanContext().traceId);
  });

  it('marks a span failed by a thrown error, unless the rule calls it an answer', async () => {
    await expect(
      inProducerSpan('send failing', SpanKind.CLIENT, {}, () => Promise.reject(new Error('no responders'))),
    ).rejects.toThrow('no responders');
    await expect(
      inProducerSpan(
        'send refused',
        SpanKind.CLIENT,
        {},
        () => Promise.reject(new Error('not found')),
        () => false,
      ),
    ).rejects.toThrow('not found');
    expect(recorder.span('send failing').status).toEqual({ code: 2, message: 'no responders' });
    expect(recorder.span('send refused').status.code).toBe(0);
  });

  it('runs background work outside the request and trace that happened to start it, later callbacks too', async () => {
    const seen: { request?: string; trace?: string }[] = [];
    const look = () =>
      seen.push({ request: currentRequestContext()?.requestId, trace: activeTraceIds()?.traceId });
    await tracer().startActiveSpan('first request', async (span) => {
      await runWithRequestContext({ requestId: 'req-first' }, async () => {
        look();
        await runOutsideRequest(
          () =>
            new Promise<void>((resolve) =>
              setTimeout(() => {
                look();
                resolve();
              }, 5),
            ),
        );
      });
      span.end();
    });
    expect(seen[0]).toEqual({ request: 'req-first', trace: expect.any(String) });
    expect(seen[1]).toEqual({ request: undefined, trace: undefined });
  });
});
