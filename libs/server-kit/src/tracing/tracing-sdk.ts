import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { httpInstrumentationConfig } from './http-instrumentation-config';
import { LinkedRootSampler } from './linked-root-sampler';
import type { TracingSettings } from './tracing-settings';

export interface Tracing {
  /** Exports what is buffered and stops; the process's spans end with it. */
  shutdown(): Promise<void>;
}

/**
 * Registers the SDK globally: W3C trace-context propagation, the async-hooks context manager, a batching
 * OTLP/HTTP exporter, and the http and pg instrumentations. Must run before `http` and `pg` are loaded.
 * The bus's spans are made by @deckmill/messaging through the API (no instrumentation exists for it).
 */
export function startTracingSdk(settings: TracingSettings): Tracing {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    sampler: new ParentBasedSampler({
      root: new LinkedRootSampler(new TraceIdRatioBasedSampler(settings.samplerRatio)),
    }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: settings.tracesUrl }),
        scheduledDelayMillis: 1_000,
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation(httpInstrumentationConfig(settings)),
      new PgInstrumentation({
        // The outbox relay and the sweeps poll every few seconds: only queries of traced work are spans.
        requireParentSpan: true,
        ignoreConnectSpans: true,
      }),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
