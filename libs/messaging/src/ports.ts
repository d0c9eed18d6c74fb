import type { EventKey, EventPayload, JobKey, JobPayload } from '@deckmill/bus-contracts';

/**
 * The durable messaging port. Two adapters implement it with the same observable behaviour:
 * NATS JetStream (distributed mode) and an in-process bus (embedded mode). One contract test suite runs
 * against both.
 *
 * Events fan out: every durable consumer (one per interested service) receives each event.
 * Jobs are a work queue: each job is delivered to exactly one of the workers sharing a durable consumer.
 */
export interface PublishOptions {
  /** Deduplication id: a second publish with the same id inside the dedupe window is dropped. */
  messageId?: string;
  /** Extra headers; the current request id is added automatically. */
  headers?: Record<string, string>;
}

export interface Delivery<T> {
  readonly data: T;
  readonly subject: string;
  /** 1 on the first delivery, 2 on the first redelivery, … */
  readonly deliveryCount: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly messageId?: string;
}

/** What a handler decides about one delivery. Returning nothing (or resolving) means ack. */
export type Settlement =
  | { kind: 'ack' }
  /** Redeliver later; counts towards maxDeliver. */
  | { kind: 'retry'; delayMs: number }
  /** Never redeliver; goes to the dead-letter stream with the reason. */
  | { kind: 'reject'; reason: string };

export interface DeliveryControl {
  /** Tells the broker the handler is still working, so the ack deadline is extended (long jobs). */
  working(): void;
  /** Aborted when the subscription stops: a handler waiting out an outage hands its delivery back. */
  readonly signal?: AbortSignal;
}

export type Handler<T> = (delivery: Delivery<T>, control: DeliveryControl) => Promise<Settlement | void>;

export interface ConsumerOptions {
  /** Durable consumer name; consumers with the same name share the work. */
  durable: string;
  /** Deliveries before the message is dead-lettered. Default 5. */
  maxDeliver?: number;
  /** How long a delivery may go without ack or working() before it is redelivered. Default 30 s. */
  ackWaitMs?: number;
  /** Backoff between redeliveries after a thrown error, by attempt. Default [1s, 5s, 15s, 30s]. */
  backoffMs?: number[];
  /** In-flight deliveries per process. Default 1. */
  concurrency?: number;
  /**
   * How long a delivery whose handler fails because a dependency is away (database, storage, another
   * service) is retried in place before it counts as a failed delivery. Default 10 minutes: longer than a
   * database failover. 0 turns it off.
   */
  outageRetryMs?: number;
}

export interface Subscription {
  /** Stops pulling; in-flight handlers finish first. */
  stop(): Promise<void>;
}

export interface DeadLetter {
  readonly subject: string;
  readonly consumer: string;
  readonly reason: string;
  readonly deliveryCount: number;
  readonly data: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** The server's DependencyStateLog (libs/server-kit), by its shape: this library does not depend on it. */
export interface ConnectionState {
  lost(reason: string): void;
  regained(): void;
}

export interface MessageBus {
  publishEvent<K extends EventKey>(key: K, payload: EventPayload<K>, options?: PublishOptions): Promise<void>;
  subscribeEvent<K extends EventKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<EventPayload<K>>,
  ): Promise<Subscription>;
  enqueueJob<K extends JobKey>(key: K, payload: JobPayload<K>, options?: PublishOptions): Promise<void>;
  consumeJobs<K extends JobKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<JobPayload<K>>,
  ): Promise<Subscription>;
  /** Reads dead letters (operators and tests). */
  readDeadLetters(limit?: number): Promise<DeadLetter[]>;
  /**
   * Jobs of a durable consumer not finished yet: queued, in a handler, or waiting to be redelivered; undefined
   * when the consumer does not exist (yet), as its jobs may wait in the stream all the same. 0 means no job of
   * it exists anywhere: what a sweep needs to know before it re-sends work it believes lost.
   */
  unfinishedJobs(durable: string): Promise<number | undefined>;
  /** The same for a durable consumer of events. */
  unfinishedEvents(durable: string): Promise<number | undefined>;
  /**
   * Reports a durable consumer's backlog gauges (`deckmill_bus_consumer_pending`, `…_ack_pending`) from this
   * process although it does not consume it, so the backlog stays visible while no consumer runs. Takes no
   * message. Returns what stops it (close() stops it too). The in-process bus reports no consumer gauges.
   */
  watchConsumer(kind: 'event' | 'job', durable: string): () => void;
  /** Verifies the connection (health endpoint). */
  ping(): Promise<void>;
  /**
   * Tells `state` when the connection to the broker goes and when it is back (NATS's disconnect and
   * reconnect). The in-process bus has no connection to lose.
   */
  watchConnection?(state: ConnectionState): void;
  /**
   * Closes without waiting for running handlers, like a process that dies: what they did not settle is
   * redelivered after ackWait. Stop the subscriptions first for a graceful shutdown.
   */
  close(): Promise<void>;
}

export const MESSAGE_BUS = Symbol('MESSAGE_BUS');
