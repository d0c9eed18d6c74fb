import type { EventKey, EventPayload } from '@deckmill/bus-contracts';
import {
  MESSAGE_BUS,
  currentRequestContext,
  type MessageBus,
  type RequestContext,
  type Subscription,
} from '@deckmill/messaging';
import type { TestStack } from './test-stack';

/** One event as its consumer got it: the payload and the request context it ran under (who, from where). */
export interface RecordedEvent<K extends EventKey> {
  readonly data: EventPayload<K>;
  readonly context: RequestContext | undefined;
}

export interface EventRecorder<K extends EventKey> {
  readonly events: RecordedEvent<K>[];
  /** The first recorded event that matches, waited for up to `timeoutMs`. */
  waitFor(match: (data: EventPayload<K>) => boolean, timeoutMs?: number): Promise<RecordedEvent<K>>;
  stop(): Promise<void>;
}

let durables = 0;

/**
 * For audit tests: a durable consumer of one event that keeps what each delivery carried, as the audit
 * consumer would read it (`currentRequestContext()` restored from the message headers).
 */
export async function recordEvents<K extends EventKey>(stack: TestStack, key: K): Promise<EventRecorder<K>> {
  const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
  const events: RecordedEvent<K>[] = [];
  durables += 1;
  const durable = `test-record-${key.replace(/[^A-Za-z0-9]/g, '-')}-${durables}`;
  const subscription: Subscription = await bus.subscribeEvent(key, { durable }, async (delivery) => {
    events.push({ data: delivery.data, context: currentRequestContext() });
  });
  return {
    events,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((event) => match(event.data));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${key}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => subscription.stop(),
  };
}
