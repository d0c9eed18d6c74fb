import { setMaxListeners } from 'node:events';
import type { EventKey, EventPayload, JobKey, JobPayload } from '@deckmill/bus-contracts';
import { resolveConsumerSettings } from '../core/consumer-settings';
import { encodePayload, resolveEvent, resolveJob, type ResolvedContract } from '../core/contracts';
import { toDeadLetter } from '../core/dead-letter-headers';
import { processDelivery } from '../core/process-delivery';
import type { StreamRetention } from '../core/retention';
import type {
  ConsumerOptions,
  DeadLetter,
  Handler,
  MessageBus,
  PublishOptions,
  Subscription,
} from '../ports';
import { publishInSpan } from '../tracing/publish-span';
import { leaseBroker, type BrokerLease } from './broker-registry';
import type { DurableDispatcher, Worker } from './durable-dispatcher';
import type { StreamKind } from './log-records';

export interface InProcessBusOptions {
  /** Where the log lives; without it nothing survives the process. */
  directory?: string;
  retention?: Partial<StreamRetention>;
  /** The storage key: every line of the log is sealed under a key derived from it (docs/security.md). */
  encryptionKey?: Buffer;
}

/**
 * The message bus of embedded mode. Same observable contract as the JetStream bus: fan-out events per
 * durable, work-queue jobs, ack deadlines, backoff, dead letters, dedupe, durable across restarts.
 */
export class InProcessBus implements MessageBus {
  private readonly workers = new Set<{
    dispatcher: DurableDispatcher;
    worker: Worker;
    stopped: AbortController;
  }>();
  private closed = false;

  private constructor(private readonly lease: BrokerLease) {}

  static async open(options: InProcessBusOptions = {}): Promise<InProcessBus> {
    return new InProcessBus(leaseBroker(options.directory, options.retention ?? {}, options.encryptionKey));
  }

  publishEvent<K extends EventKey>(
    key: K,
    payload: EventPayload<K>,
    options?: PublishOptions,
  ): Promise<void> {
    return this.publish('events', resolveEvent(key), payload, options);
  }

  enqueueJob<K extends JobKey>(key: K, payload: JobPayload<K>, options?: PublishOptions): Promise<void> {
    return this.publish('jobs', resolveJob(key), payload, options);
  }

  subscribeEvent<K extends EventKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<EventPayload<K>>,
  ): Promise<Subscription> {
    return this.subscribe('events', resolveEvent(key), options, handler);
  }

  consumeJobs<K extends JobKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<JobPayload<K>>,
  ): Promise<Subscription> {
    return this.subscribe('jobs', resolveJob(key), options, handler);
  }

  async unfinishedJobs(durable: string): Promise<number | undefined> {
    return this.lease.broker.unfinished('jobs', durable);
  }

  async unfinishedEvents(durable: string): Promise<number | undefined> {
    return this.lease.broker.unfinished('events', durable);
  }

  /** Embedded mode is one process that reports no consumer gauges: nothing to watch. */
  watchConsumer(): () => void {
    return () => undefined;
  }

  async readDeadLetters(limit = 100): Promise<DeadLetter[]> {
    this.assertOpen();
    return this.lease.broker.deadLetters(limit).map((message) => toDeadLetter(message.headers, message.json));
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /**
   * Stops this bus's subscriptions without waiting for running handlers, like a process that dies:
   * what they did not settle is redelivered after the ack deadline. Stop subscriptions first for a
   * graceful shutdown.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const { dispatcher, worker, stopped } of this.workers) {
      stopped.abort();
      dispatcher.killWorker(worker);
    }
    this.workers.clear();
    this.lease.release();
  }

  private async publish(
    stream: StreamKind,
    resolved: ResolvedContract,
    payload: unknown,
    options: PublishOptions = {},
  ): Promise<void> {
    this.assertOpen();
    const json = encodePayload(resolved, payload);
    await publishInSpan('deckmill.in_process', resolved, options, async (headers) => {
      this.lease.broker.publish(stream, resolved.subject, json, headers, options.messageId);
    });
  }

  private async subscribe<T>(
    stream: StreamKind,
    resolved: ResolvedContract,
    options: ConsumerOptions,
    handler: Handler<T>,
  ): Promise<Subscription> {
    this.assertOpen();
    const settings = resolveConsumerSettings(options);
    const dispatcher = this.lease.broker.dispatcher(stream, settings.durable, resolved.subject, settings);
    // Aborted by stop(): a handler waiting out an outage hands its delivery back instead of holding it.
    const stopped = new AbortController();
    setMaxListeners(0, stopped.signal); // one listener per handler in flight: not a leak
    const worker = dispatcher.addWorker((current, incoming, control) =>
      processDelivery(
        resolved,
        current,
        handler,
        incoming,
        { ...control, signal: stopped.signal },
        'deckmill.in_process',
      ),
    );
    const entry = { dispatcher, worker, stopped };
    this.workers.add(entry);
    return {
      stop: async () => {
        this.workers.delete(entry);
        // The worker leaves the dispatcher first (synchronously), so what its handlers hand back goes to others.
        const drained = dispatcher.stopWorker(worker);
        stopped.abort();
        await drained;
      },
    };
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The in-process bus is closed');
  }
}
