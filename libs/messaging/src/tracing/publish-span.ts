import { contextHeaders } from '../context/request-context';
import type { ResolvedContract } from '../core/contracts';
import type { PublishOptions } from '../ports';
import { inProducerSpan, SpanKind, type MessagingSystem } from './message-tracing';

/**
 * Publishes one event or job in a producer span, with the headers both bus adapters send: the request context,
 * the span's trace context, then the caller's own headers. `send` puts them on the adapter's wire.
 */
export function publishInSpan(
  system: MessagingSystem,
  resolved: ResolvedContract,
  options: PublishOptions,
  send: (headers: Record<string, string>) => Promise<void>,
): Promise<void> {
  return inProducerSpan(
    `publish ${resolved.subject}`,
    SpanKind.PRODUCER,
    {
      'messaging.system': system,
      'messaging.operation.type': 'send',
      'messaging.destination.name': resolved.subject,
      ...(options.messageId ? { 'messaging.message.id': options.messageId } : {}),
    },
    () => send({ ...contextHeaders(), ...options.headers }),
  );
}
