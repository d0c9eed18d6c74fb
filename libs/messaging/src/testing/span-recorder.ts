import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace';

/** The SDK as production registers it, but keeping every finished span in memory for a test to read. */
export interface SpanRecorder {
  /** Finished spans, in the order they ended. */
  spans(): ReadableSpan[];
  /** The one finished span of that name (fails the test when there is none or several). */
  span(name: string): ReadableSpan;
  /** Unregisters the SDK: the API is a no-op again. */
  stop(): Promise<void>;
}

export function recordSpans(): SpanRecorder {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return {
    spans: () => exporter.getFinishedSpans(),
    span(name) {
      const found = exporter.getFinishedSpans().filter((span) => span.name === name);
      if (found.length !== 1) {
        const names = exporter.getFinishedSpans().map((span) => span.name);
        throw new Error(`${found.length} spans named ${name}; finished: ${names.join(', ')}`);
      }
      return found[0] as ReadableSpan;
    },
    async stop() {
      trace.disable();
      propagation.disable();
      context.disable();
      await provider.shutdown();
    },
  };
}

/** The span's parent's id, or undefined for a root span. */
export function parentIdOf(span: ReadableSpan): string | undefined {
  return span.parentSpanContext?.spanId;
}
