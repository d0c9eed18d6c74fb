import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { Events, Jobs, type EventKey, type JobKey } from '@deckmill/bus-contracts';
import { resolveConsumerSettings } from '../core/consumer-settings';
import { withHeartbeat } from '../core/heartbeat';
import { MESSAGE_BUS, type Handler, type MessageBus, type Settlement, type Subscription } from '../ports';
import { messageHandlerOf, type HandlerOptions, type MessageHandlerMetadata } from './on-message.decorator';

/** A decorated method found on a provider, with its options resolved. */
interface DiscoveredHandler {
  readonly kind: 'event' | 'job';
  readonly key: string;
  readonly options: HandlerOptions;
  readonly handler: Handler<unknown>;
  /** `Class.method`, for error messages. */
  readonly label: string;
}

/**
 * Finds every `@OnEvent` / `@OnJob` method of the application's providers at bootstrap, checks the set (a
 * known contract name, each durable and each job consumed once) before subscribing anything, then creates
 * the durable consumers. Stops them before application shutdown, so running handlers finish while the
 * database and the bus are still open.
 */
@Injectable()
export class MessageHandlerExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers = this.discover();
    assertConsistent(handlers);
    for (const discovered of handlers) this.subscriptions.push(await this.subscribe(discovered));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.subscriptions.splice(0).map((subscription) => subscription.stop()));
  }

  private discover(): DiscoveredHandler[] {
    const found: DiscoveredHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      // Request-scoped providers have no instance at bootstrap and cannot hold a consumer.
      if (!wrapper.isDependencyTreeStatic() || !instance || typeof instance !== 'object') continue;
      const prototype: unknown = Object.getPrototypeOf(instance);
      if (!prototype || typeof prototype !== 'object') continue;
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const method: unknown = Reflect.get(prototype, name);
        const metadata = messageHandlerOf(method);
        if (!metadata || typeof method !== 'function') continue;
        // The decorator checked the method against Handler<payload of key>; the bus validates every payload.
        const handler: Handler<unknown> = (delivery, control) =>
          Reflect.apply(method, instance, [delivery, control]) as Promise<Settlement | void>;
        found.push(resolve(instance, name, metadata, handler));
      }
    }
    return found;
  }

  private subscribe({ kind, key, options, handler }: DiscoveredHandler): Promise<Subscription> {
    const { heartbeatMs, ...consumer } = options;
    const handle = heartbeatMs ? withHeartbeat(handler, heartbeatMs) : handler;
    return kind === 'event'
      ? this.bus.subscribeEvent(key as EventKey, consumer, handle)
      : this.bus.consumeJobs(key as JobKey, consumer, handle);
  }
}

function resolve(
  instance: object,
  name: string,
  metadata: MessageHandlerMetadata,
  handler: Handler<unknown>,
): DiscoveredHandler {
  const label = `${instance.constructor.name}.${name}`;
  const known =
    metadata.kind === 'event' ? Object.hasOwn(Events, metadata.key) : Object.hasOwn(Jobs, metadata.key);
  if (!known) {
    throw new Error(
      `${label}: no ${metadata.kind} contract is named "${metadata.key}" (see @deckmill/bus-contracts)`,
    );
  }
  const options = metadata.options(instance);
  const { heartbeatMs, ...consumer } = options;
  let ackWaitMs: number;
  try {
    // The bus checks these again when it subscribes; here they fail before anything is subscribed.
    ackWaitMs = resolveConsumerSettings(consumer).ackWaitMs;
  } catch (error) {
    throw new Error(`${label}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  // A heartbeat slower than the ack deadline would let the broker redeliver work that is still running.
  if (heartbeatMs !== undefined && !(heartbeatMs > 0 && heartbeatMs < ackWaitMs)) {
    throw new Error(`${label}: heartbeatMs ${heartbeatMs} must be positive and below ackWaitMs ${ackWaitMs}`);
  }
  return { kind: metadata.kind, key: metadata.key, options, handler, label };
}

function assertConsistent(handlers: readonly DiscoveredHandler[]): void {
  const durables = new Map<string, string>();
  const jobs = new Map<string, string>();
  for (const { kind, key, options, label } of handlers) {
    const sameDurable = durables.get(options.durable);
    if (sameDurable) {
      throw new Error(`Durable consumer "${options.durable}" is declared twice: ${sameDurable} and ${label}`);
    }
    durables.set(options.durable, label);
    if (kind !== 'job') continue;
    // A job subject has one consumer: a second one would be refused by the bus, less clearly.
    const sameJob = jobs.get(key);
    if (sameJob) throw new Error(`Job "${key}" is consumed twice: ${sameJob} and ${label}`);
    jobs.set(key, label);
  }
}
