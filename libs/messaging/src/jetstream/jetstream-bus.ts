import {
  jetstream,
  JetStreamApiCodes,
  JetStreamApiError,
  jetstreamManager,
  type JetStreamClient,
  type JetStreamManager,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import type { EventKey, EventPayload, JobKey, JobPayload } from '@deckmill/bus-contracts';
import { resolveConsumerSettings } from '../core/consumer-settings';
import { DEFAULT_RETENTION, type StreamRetention } from '../core/retention';
import type { StreamSettings } from '../core/stream-settings';
import { encodePayload, resolveEvent, resolveJob, type ResolvedContract } from '../core/contracts';
import type {
  ConnectionState,
  ConsumerOptions,
  DeadLetter,
  Handler,
  MessageBus,
  PublishOptions,
  Subscription,
} from '../ports';
import { readDeadLetters } from './dead-letter-reader';
import { JetStreamSubscription } from './jetstream-subscription';
import { jetStreamNames, type JetStreamNames } from './names';
import { toNatsHeaders } from '../nats/nats-headers';
import { NATS_RECONNECT_OPTIONS } from '../nats/reconnect-options';
import { ensureConsumer, ensureStreams } from './streams';
import { BusSamplers } from './bus-samplers';
import { publishInSpan } from '../tracing/publish-span';

export interface JetStreamBusOptions {
  /** NATS server URL(s), e.g. `nats://127.0.0.1:4222`. */
  servers: string | string[];
  /** Prefix for subjects and stream names (tests: one per worker). */
  namespace?: string;
  /** Replicas and limits the configuration sets; the rest of an existing stream is left as it is. */
  streams?: StreamSettings;
  /** Defaults of new streams (tests shorten them). */
  retention?: Partial<StreamRetention>;
  /** Connection name shown by the NATS server. */
  name?: string;
}

/** The message bus of distributed mode: JetStream streams and durable pull consumers. */
export class JetStreamBus implements MessageBus {
  private readonly subscriptions = new Set<JetStreamSubscription<unknown>>();
  private readonly samplers = new BusSamplers();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly jsm: JetStreamManager,
    private readonly js: JetStreamClient,
    private readonly names: JetStreamNames,
  ) {}

  /** Connects and makes sure the EVENTS, JOBS and DEADLETTER streams exist, holding them to the configured settings. */
  static async connect(options: JetStreamBusOptions): Promise<JetStreamBus> {
    const names = jetStreamNames(options.namespace);
    const nc = await connect({
      servers: options.servers,
      name: options.name ?? 'deckmill-bus',
      ...NATS_RECONNECT_OPTIONS,
    });
    try {
      const jsm = await jetstreamManager(nc);
      await ensureStreams(jsm, names, options.streams, { ...DEFAULT_RETENTION, ...options.retention });
      const bus = new JetStreamBus(nc, jsm, jetstream(nc), names);
      bus.samplers.watchConnection(nc, options.name ?? 'deckmill-bus');
      bus.samplers.deadLetters(jsm, names.deadLetterStream);
      return bus;
    } catch (error) {
      await nc.close();
      throw error;
    }
  }

  publishEvent<K extends EventKey>(
    key: K,
    payload: EventPayload<K>,
    options?: PublishOptions,
  ): Promise<void> {
    return this.publish(resolveEvent(key), payload, options);
  }

  enqueueJob<K extends JobKey>(key: K, payload: JobPayload<K>, options?: PublishOptions): Promise<void> {
    return this.publish(resolveJob(key), payload, options);
  }

  subscribeEvent<K extends EventKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<EventPayload<K>>,
  ): Promise<Subscription> {
    return this.subscribe(this.names.eventsStream, resolveEvent(key), options, handler);
  }

  consumeJobs<K extends JobKey>(
    key: K,
    options: ConsumerOptions,
    handler: Handler<JobPayload<K>>,
  ): Promise<Subscription> {
    return this.subscribe(this.names.jobsStream, resolveJob(key), options, handler);
  }

  readDeadLetters(limit = 100): Promise<DeadLetter[]> {
    return readDeadLetters(this.jsm, this.names, limit);
  }

  unfinishedJobs(durable: string): Promise<number | undefined> {
    return this.unfinished(this.names.jobsStream, durable);
  }

  unfinishedEvents(durable: string): Promise<number | undefined> {
    return this.unfinished(this.names.eventsStream, durable);
  }

  watchConsumer(kind: 'event' | 'job', durable: string): () => void {
    const stream = kind === 'job' ? this.names.jobsStream : this.names.eventsStream;
    return this.samplers.consumer(this.jsm, stream, durable);
  }

  private async unfinished(stream: string, durable: string): Promise<number | undefined> {
    try {
      const info = await this.jsm.consumers.info(stream, durable);
      // Not delivered yet, plus delivered and not acknowledged (in a handler, or nak'ed and waiting).
      return info.num_pending + info.num_ack_pending;
    } catch (error) {
      if (error instanceof JetStreamApiError && error.code === JetStreamApiCodes.ConsumerNotFound) {
        return undefined;
      }
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.jsm.getAccountInfo();
  }

  watchConnection(state: ConnectionState): void {
    void (async () => {
      for await (const status of this.nc.status()) {
        if (status.type === 'disconnect') state.lost(`disconnected from ${status.server}`);
        if (status.type === 'reconnect') state.regained();
      }
    })().catch(() => undefined);
  }

  /**
   * Closes the connection without waiting for running handlers: what they did not settle is redelivered
   * after ack_wait. Call `stop()` on subscriptions first for a graceful shutdown.
   */
  async close(): Promise<void> {
    if (this.nc.isClosed()) return;
    this.samplers.stop();
    for (const subscription of this.subscriptions) subscription.abandon();
    await this.nc.flush().catch(() => undefined);
    await this.nc.close();
  }

  private async publish(resolved: ResolvedContract, payload: unknown, options: PublishOptions = {}) {
    const json = encodePayload(resolved, payload);
    await publishInSpan('nats', resolved, options, async (headers) => {
      await this.js.publish(this.names.wire(resolved.subject), json, {
        headers: toNatsHeaders(headers),
        ...(options.messageId ? { msgID: options.messageId } : {}),
      });
    });
  }

  private async subscribe<T>(
    stream: string,
    resolved: ResolvedContract,
    options: ConsumerOptions,
    handler: Handler<T>,
  ): Promise<Subscription> {
    const settings = resolveConsumerSettings(options);
    await ensureConsumer(this.jsm, stream, this.names.wire(resolved.subject), settings);
    const consumer = await this.js.consumers.get(stream, settings.durable);
    const subscription = new JetStreamSubscription(
      this.js,
      this.names,
      consumer,
      resolved,
      settings,
      handler,
      () => this.nc.isClosed(),
    );
    this.subscriptions.add(subscription as JetStreamSubscription<unknown>);
    const stopSampling = this.samplers.consumer(this.jsm, stream, settings.durable);
    return {
      stop: async () => {
        stopSampling();
        this.subscriptions.delete(subscription as JetStreamSubscription<unknown>);
        await subscription.stop();
      },
    };
  }
}
