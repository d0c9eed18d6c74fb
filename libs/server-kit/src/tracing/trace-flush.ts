import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { trace, type TracerProvider } from '@opentelemetry/api';

interface FlushableProvider extends TracerProvider {
  forceFlush(): Promise<void>;
}

/** The SDK's provider behind the API's proxy, when tracing runs; the no-op one has nothing to flush. */
function sdkProvider(): FlushableProvider | undefined {
  const global = trace.getTracerProvider() as TracerProvider & { getDelegate?: () => TracerProvider };
  const provider = global.getDelegate?.() ?? global;
  return 'forceFlush' in provider && typeof provider.forceFlush === 'function'
    ? (provider as FlushableProvider)
    : undefined;
}

/**
 * Exports the spans of the process's last moments (a drained download, the last jobs) before it exits: the
 * batching exporter would otherwise drop what it had not sent yet.
 */
@Injectable()
export class TraceFlush implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await sdkProvider()
      ?.forceFlush()
      .catch(() => undefined);
  }
}
