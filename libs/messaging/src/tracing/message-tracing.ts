import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

/**
 * The bus's spans, made through the OpenTelemetry API alone: without a registered SDK (tracing off) every call
 * here meets the API's no-op tracer and propagator, so nothing is recorded and no header is added.
 *
 * One place for both bus adapters, request/reply and the outbox: the producer side injects the W3C
 * `traceparent`/`tracestate` of its span into the message's headers (request-context.ts, contextHeaders), the
 * consumer side extracts them and opens its span as that span's child, whichever process it runs in.
 */
// Looked up per span, not once: the API's proxy would otherwise keep the first provider it met for good.
const tracer = () => trace.getTracer('@deckmill/messaging');

/** `nats` in distributed mode; embedded mode's in-process bus and request/reply have no wire system. */
export type MessagingSystem = 'nats' | 'deckmill.in_process';

/** The W3C trace-context headers of `ctx` (the active context): what continues its trace in a message. */
export function traceHeaders(ctx: Context = context.active()): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(ctx, carrier);
  return carrier;
}

/** The trace context a message's headers carry, on an empty context (never the receiver's current one). */
export function traceContextOf(headers: Readonly<Record<string, string>>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** Runs `work` in the trace context a message carries (the outbox relay: a staged row's own trace). */
export function runInTraceOf<T>(headers: Readonly<Record<string, string>>, work: () => T): T {
  return context.with(traceContextOf(headers), work);
}

/** Runs `work` in no trace at all: background work must not join the trace that happened to start it. */
export function runOutsideTrace<T>(work: () => T): T {
  return context.with(ROOT_CONTEXT, work);
}

/** The id of the active trace and span, for log lines; none when tracing is off or nothing is traced. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  const span = trace.getSpanContext(context.active());
  if (!span || !trace.isSpanContextValid(span)) return undefined;
  return { traceId: span.traceId, spanId: span.spanId };
}

/**
 * A producer (publish) or client (request/reply) span around `work`, active while it runs, so the headers it
 * builds carry this span as the parent of the receiver's.
 */
export function inProducerSpan<T>(
  name: string,
  kind: SpanKind.PRODUCER | SpanKind.CLIENT,
  attributes: Attributes,
  work: () => Promise<T>,
  isFailure: FailureRule = always,
): Promise<T> {
  return tracer().startActiveSpan(name, { kind, attributes }, (span) => settle(span, work, isFailure));
}

/**
 * A consumer (event, job) or server (request/reply) span around `work`, child of the span the message's
 * headers name (a new trace when they name none), and active while it runs: what the handler does
 * (queries, S3 calls, messages of its own) joins the sender's trace.
 */
export function inConsumerSpan<T>(
  headers: Readonly<Record<string, string>>,
  name: string,
  kind: SpanKind.CONSUMER | SpanKind.SERVER,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  isFailure: FailureRule = always,
): Promise<T> {
  const parent = traceContextOf(headers);
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => settle(span, () => work(span), isFailure));
}

/** Marks a span failed with the error's name and message. */
export function recordFailure(span: Span, error: unknown): void {
  span.setStatus({
    code: SpanStatusCode.ERROR,
    message: error instanceof Error ? error.message : String(error),
  });
  if (error instanceof Error) span.recordException(error);
}

/** Whether an error thrown through a span failed it: a domain error over request/reply is an answer. */
export type FailureRule = (error: unknown) => boolean;
const always: FailureRule = () => true;

async function settle<T>(span: Span, work: () => Promise<T>, isFailure: FailureRule): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isFailure(error)) recordFailure(span, error);
    throw error;
  } finally {
    span.end();
  }
}

export { SpanKind };
