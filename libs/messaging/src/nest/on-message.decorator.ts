import type { EventKey, EventPayload, JobKey, JobPayload } from '@deckmill/bus-contracts';
import type { ConsumerOptions, Delivery, Handler } from '../ports';

/** What an `@OnEvent` method receives: the event's payload, typed by its contract. */
export type EventDelivery<K extends EventKey> = Delivery<EventPayload<K>>;
/** What an `@OnJob` method receives: the job's payload, typed by its contract. */
export type JobDelivery<K extends JobKey> = Delivery<JobPayload<K>>;

/** The consumer's options, plus a heartbeat for handlers that cannot call `working()` as they go. */
export interface HandlerOptions extends ConsumerOptions {
  /** While the handler runs, `control.working()` is called this often (keep it below ackWaitMs). */
  heartbeatMs?: number;
}

/** Options fixed in the decorator, or read from the handler's instance at start-up (injected settings). */
export type HandlerOptionsSource<T> = HandlerOptions | ((instance: T) => HandlerOptions);

/** One decorated method, as the messaging module discovers it. */
export interface MessageHandlerMetadata {
  readonly kind: 'event' | 'job';
  readonly key: string;
  readonly options: (instance: object) => HandlerOptions;
}

/** Only `value` is checked, so a method may take fewer parameters or return `Promise<void>`. */
interface HandlerMethod<P> {
  value?: Handler<P>;
}

const MESSAGE_HANDLER = Symbol('deckmill:message-handler');

/**
 * Consumes the event `key` with a durable consumer (fan-out: every durable gets every event). The method is
 * a bus handler: `(delivery: EventDelivery<K>, control) => Promise<Settlement | void>`; the settlement rules of
 * `docs/messaging.md` apply. Discovered and subscribed at application bootstrap by `MessagingModule`.
 */
export function OnEvent<K extends EventKey, T extends object = object>(
  key: K,
  options: HandlerOptionsSource<T>,
): (target: T, method: string | symbol, descriptor: HandlerMethod<EventPayload<K>>) => void {
  return (target, method, descriptor) => declare(target, method, descriptor, { kind: 'event', key, options });
}

/** Consumes the job `key` (a work queue: each job goes to one worker of the durable). See `OnEvent`. */
export function OnJob<K extends JobKey, T extends object = object>(
  key: K,
  options: HandlerOptionsSource<T>,
): (target: T, method: string | symbol, descriptor: HandlerMethod<JobPayload<K>>) => void {
  return (target, method, descriptor) => declare(target, method, descriptor, { kind: 'job', key, options });
}

/** The message handler declared on a method, if any. */
export function messageHandlerOf(method: unknown): MessageHandlerMetadata | undefined {
  if (typeof method !== 'function') return undefined;
  const metadata: unknown = Reflect.getMetadata(MESSAGE_HANDLER, method);
  return metadata as MessageHandlerMetadata | undefined;
}

function declare<T extends object>(
  target: T,
  method: string | symbol,
  descriptor: { value?: unknown },
  declared: { kind: 'event' | 'job'; key: string; options: HandlerOptionsSource<T> },
): void {
  const where = `${target.constructor.name}.${String(method)}`;
  if (typeof descriptor.value !== 'function') {
    throw new Error(`@On${title(declared.kind)} on ${where}: not a method`);
  }
  const existing = messageHandlerOf(descriptor.value);
  if (existing) throw new Error(`${where} already handles ${existing.kind} "${existing.key}"`);
  const { options } = declared;
  const metadata: MessageHandlerMetadata = {
    kind: declared.kind,
    key: declared.key,
    // The decorator's target is the prototype of the instances the module hands in.
    options: typeof options === 'function' ? (instance) => options(instance as T) : () => options,
  };
  Reflect.defineMetadata(MESSAGE_HANDLER, metadata, descriptor.value);
}

function title(kind: 'event' | 'job'): string {
  return kind === 'event' ? 'Event' : 'Job';
}
