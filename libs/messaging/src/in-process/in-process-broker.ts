import type { ConsumerSettings } from '../core/consumer-settings';
import { deadLetterHeaders } from '../core/dead-letter-headers';
import type { StreamRetention } from '../core/retention';
import type { BusLog } from './bus-log';
import { DurableDispatcher, type DispatcherBroker } from './durable-dispatcher';
import { durableKey, type DurableState } from './durable-state';
import type { LogRecord, StoredMessage, StreamKind } from './log-records';

const STREAMS: readonly StreamKind[] = ['events', 'jobs', 'dlq'];
const EXPIRY_SWEEP_MS = 60 * 60 * 1000;

/**
 * The state of the in-process bus: three streams (events with limits retention, jobs as a work queue,
 * dead letters) and durable consumers. Every change is appended to the log first; opening replays the
 * log and rewrites it compacted.
 */
export class InProcessBroker implements DispatcherBroker {
  private lastSeq = 0;
  private readonly streams = new Map(STREAMS.map((kind) => [kind, new Map<number, StoredMessage>()]));
  private readonly recentIds = new Map(STREAMS.map((kind) => [kind, new Map<string, number>()]));
  private readonly durables = new Map<string, DurableState>();
  private readonly dispatchers = new Map<string, DurableDispatcher>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly log: BusLog,
    private readonly retention: StreamRetention,
  ) {
    for (const record of log.initial) this.replay(record);
    this.expire();
    log.rewrite(this.liveRecords());
    this.sweeper = setInterval(() => this.expire(), EXPIRY_SWEEP_MS).unref();
  }

  /** Stores a message unless its id was seen inside the duplicate window. */
  publish(
    stream: StreamKind,
    subject: string,
    json: string,
    headers: Record<string, string>,
    messageId?: string,
  ): void {
    if (messageId && this.isDuplicate(stream, messageId)) return;
    const message: StoredMessage = {
      seq: this.lastSeq + 1,
      stream,
      subject,
      json,
      headers,
      ...(messageId ? { messageId } : {}),
      at: Date.now(),
    };
    this.log.append({ t: 'msg', ...message });
    this.addMessage(message);
    for (const [key, state] of this.durables) {
      if (state.stream === stream && state.subject === subject) this.dispatchers.get(key)?.schedulePump();
    }
  }

  /** The dispatcher of a durable consumer, created (and persisted) on first use. */
  /** Messages a durable consumer has not finished (in flight or delayed alike); undefined for no such durable. */
  unfinished(stream: StreamKind, name: string): number | undefined {
    return this.durables.get(durableKey(stream, name))?.pending.size;
  }

  dispatcher(
    stream: StreamKind,
    name: string,
    subject: string,
    settings: ConsumerSettings,
  ): DurableDispatcher {
    const key = durableKey(stream, name);
    const state = this.durables.get(key) ?? this.createDurable(stream, name, subject);
    if (state.subject !== subject) {
      throw new Error(`Durable consumer "${name}" already consumes ${state.subject}, not ${subject}`);
    }
    const existing = this.dispatchers.get(key);
    if (existing) {
      existing.configure(settings);
      return existing;
    }
    const dispatcher = new DurableDispatcher(state, this, settings);
    this.dispatchers.set(key, dispatcher);
    return dispatcher;
  }

  recordDelivery(state: DurableState, seq: number): number {
    const count = (state.deliveries.get(seq) ?? 0) + 1;
    this.log.append({ t: 'delivered', stream: state.stream, name: state.name, seq });
    state.deliveries.set(seq, count);
    return count;
  }

  finish(state: DurableState, seq: number): void {
    this.log.append({ t: 'done', stream: state.stream, name: state.name, seq });
    this.applyDone(state, seq);
  }

  deadLetter(state: DurableState, message: StoredMessage, reason: string, deliveryCount: number): void {
    const headers = deadLetterHeaders(message.headers, {
      subject: message.subject,
      consumer: state.name,
      reason,
      deliveryCount,
    });
    this.publish('dlq', `deckmill.dlq.${state.name}`, message.json, headers, `${state.name}:${message.seq}`);
  }

  /** The newest `limit` dead letters, oldest first. */
  deadLetters(limit: number): StoredMessage[] {
    return limit > 0 ? [...this.stream('dlq').values()].slice(-limit) : [];
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const dispatcher of this.dispatchers.values()) dispatcher.shutdown();
    this.log.close();
  }

  private createDurable(stream: StreamKind, name: string, subject: string): DurableState {
    if (stream === 'jobs') {
      const rival = [...this.durables.values()].find((s) => s.stream === 'jobs' && s.subject === subject);
      // Same rule as a JetStream work-queue stream: one consumer per subject, shared by its workers.
      if (rival) throw new Error(`Jobs on ${subject} already go to the durable consumer "${rival.name}"`);
    }
    this.log.append({ t: 'consumer', stream, name, subject });
    return this.addDurable(stream, name, subject);
  }

  private replay(record: LogRecord): void {
    if (record.t === 'sequence') {
      this.lastSeq = Math.max(this.lastSeq, record.last);
    } else if (record.t === 'msg') {
      const { t: _kind, ...message } = record;
      this.addMessage(message);
    } else if (record.t === 'consumer') {
      if (!this.durables.has(durableKey(record.stream, record.name))) {
        this.addDurable(record.stream, record.name, record.subject);
      }
    } else {
      const state = this.durables.get(durableKey(record.stream, record.name));
      if (!state) return;
      if (record.t === 'done') this.applyDone(state, record.seq);
      else state.deliveries.set(record.seq, record.count ?? (state.deliveries.get(record.seq) ?? 0) + 1);
    }
  }

  private addMessage(message: StoredMessage): void {
    this.lastSeq = Math.max(this.lastSeq, message.seq);
    this.stream(message.stream).set(message.seq, message);
    if (message.messageId) this.recentIds.get(message.stream)?.set(message.messageId, message.at);
    for (const state of this.durables.values()) {
      if (state.stream === message.stream && state.subject === message.subject) {
        state.pending.set(message.seq, message);
      }
    }
  }

  private addDurable(stream: StreamKind, name: string, subject: string): DurableState {
    // Like DeliverPolicy.All: a new durable starts with every retained message on its subject.
    const pending = new Map(
      [...this.stream(stream).values()].filter((m) => m.subject === subject).map((m) => [m.seq, m]),
    );
    const state: DurableState = { stream, name, subject, pending, deliveries: new Map() };
    this.durables.set(durableKey(stream, name), state);
    return state;
  }

  private applyDone(state: DurableState, seq: number): void {
    state.pending.delete(seq);
    state.deliveries.delete(seq);
    // A work queue forgets a job once its consumer is done with it.
    if (state.stream === 'jobs') this.stream('jobs').delete(seq);
  }

  private isDuplicate(stream: StreamKind, messageId: string): boolean {
    const seenAt = this.recentIds.get(stream)?.get(messageId);
    return seenAt !== undefined && Date.now() - seenAt < this.retention.duplicateWindowMs;
  }

  /** Drops events and dead letters past their max age, and message ids past the duplicate window. */
  private expire(): void {
    const now = Date.now();
    const maxAge: Record<StreamKind, number> = {
      events: this.retention.eventMaxAgeMs,
      jobs: Number.POSITIVE_INFINITY,
      dlq: this.retention.deadLetterMaxAgeMs,
    };
    for (const kind of STREAMS) {
      for (const [seq, message] of this.stream(kind)) {
        if (now - message.at > maxAge[kind]) this.stream(kind).delete(seq);
      }
      for (const [id, at] of this.recentIds.get(kind) ?? []) {
        if (now - at >= this.retention.duplicateWindowMs) this.recentIds.get(kind)?.delete(id);
      }
    }
    for (const state of this.durables.values()) {
      for (const seq of state.pending.keys()) {
        if (!this.stream(state.stream).has(seq)) this.applyDone(state, seq);
      }
    }
  }

  /** The smallest log that replays to the current state. */
  private liveRecords(): LogRecord[] {
    const records: LogRecord[] = [{ t: 'sequence', last: this.lastSeq }];
    for (const kind of STREAMS) {
      for (const message of this.stream(kind).values()) records.push({ t: 'msg', ...message });
    }
    for (const state of this.durables.values()) {
      const { stream, name, subject } = state;
      records.push({ t: 'consumer', stream, name, subject });
      for (const message of this.stream(stream).values()) {
        if (message.subject === subject && !state.pending.has(message.seq)) {
          records.push({ t: 'done', stream, name, seq: message.seq });
        }
      }
      for (const [seq, count] of state.deliveries) records.push({ t: 'delivered', stream, name, seq, count });
    }
    return records;
  }

  private stream(kind: StreamKind): Map<number, StoredMessage> {
    const messages = this.streams.get(kind);
    if (!messages) throw new Error(`Unknown stream ${kind}`);
    return messages;
  }
}
