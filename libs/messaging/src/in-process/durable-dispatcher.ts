import type { ConsumerSettings } from '../core/consumer-settings';
import { InFlight } from './in-flight';
import type { IncomingDelivery, SettlementDecision } from '../core/process-delivery';
import type { DeliveryControl } from '../ports';
import type { DurableState } from './durable-state';
import type { StoredMessage } from './log-records';

/** Runs the subscriber's handler under the settlement rules (see processDelivery). */
export type DeliveryRunner = (
  settings: ConsumerSettings,
  incoming: IncomingDelivery,
  control: DeliveryControl,
) => Promise<SettlementDecision>;

/** One subscription sharing the durable. `alive` turns false when its bus dies without settling. */
export interface Worker {
  readonly run: DeliveryRunner;
  readonly slots: InFlight;
  alive: boolean;
}

/** The broker operations a dispatcher needs; each is persisted before it returns. */
export interface DispatcherBroker {
  recordDelivery(state: DurableState, seq: number): number;
  finish(state: DurableState, seq: number): void;
  deadLetter(state: DurableState, message: StoredMessage, reason: string, deliveryCount: number): void;
}

interface InFlightDelivery {
  readonly token: number;
  timer: NodeJS.Timeout;
}

/**
 * Hands a durable consumer's pending messages to its workers, like a JetStream pull consumer: one
 * delivery at a time per message, an ack deadline that `working()` extends, redelivery when it passes,
 * and no delivery before a nak's delay.
 */
export class DurableDispatcher {
  private workers: Worker[] = [];
  private nextWorker = 0;
  private tokens = 0;
  private readonly inFlight = new Map<number, InFlightDelivery>();
  private readonly notBefore = new Map<number, number>();
  private wakeTimer: NodeJS.Timeout | undefined;
  private wakeAt = Number.POSITIVE_INFINITY;
  private pumpScheduled = false;
  private shutDown = false;

  constructor(
    private readonly state: DurableState,
    private readonly broker: DispatcherBroker,
    private settings: ConsumerSettings,
  ) {}

  /** A later subscription's settings win, as a consumer update does on JetStream. */
  configure(settings: ConsumerSettings): void {
    this.settings = settings;
  }

  addWorker(run: DeliveryRunner): Worker {
    const worker: Worker = { run, slots: new InFlight(this.settings.concurrency), alive: true };
    this.workers.push(worker);
    this.schedulePump();
    return worker;
  }

  /** Graceful: no new deliveries, running ones settle normally. */
  async stopWorker(worker: Worker): Promise<void> {
    this.removeWorker(worker);
    await worker.slots.drain();
  }

  /** Abrupt: what the worker is running will never settle, so it comes back after the ack deadline. */
  killWorker(worker: Worker): void {
    worker.alive = false;
    this.removeWorker(worker);
  }

  /** Called when a message arrives, a slot frees up or a delay ends. */
  schedulePump(): void {
    if (this.pumpScheduled || this.shutDown) return;
    this.pumpScheduled = true;
    setImmediate(() => {
      this.pumpScheduled = false;
      this.pump();
    });
  }

  shutdown(): void {
    this.shutDown = true;
    clearTimeout(this.wakeTimer);
    for (const delivery of this.inFlight.values()) clearTimeout(delivery.timer);
    this.inFlight.clear();
  }

  private pump(): void {
    if (this.shutDown) return;
    const now = Date.now();
    for (const message of this.state.pending.values()) {
      if (this.inFlight.has(message.seq)) continue;
      const readyAt = this.notBefore.get(message.seq) ?? 0;
      if (readyAt > now) {
        this.wakeUpAt(readyAt, now);
        continue;
      }
      const worker = this.freeWorker();
      if (!worker) return;
      this.deliver(worker, message);
    }
  }

  private deliver(worker: Worker, message: StoredMessage): void {
    const deliveryCount = this.broker.recordDelivery(this.state, message.seq);
    const token = ++this.tokens;
    this.inFlight.set(message.seq, { token, timer: this.ackDeadline(message.seq, token) });
    this.notBefore.delete(message.seq);
    worker.slots.track(this.run(worker, message, deliveryCount, token));
  }

  private async run(worker: Worker, message: StoredMessage, deliveryCount: number, token: number) {
    try {
      const decision = await worker.run(
        this.settings,
        {
          subject: message.subject,
          json: message.json,
          headers: message.headers,
          ...(message.messageId ? { messageId: message.messageId } : {}),
          deliveryCount,
        },
        { working: () => this.extend(message.seq, token) },
      );
      if (worker.alive && this.isCurrent(message.seq, token)) this.settle(message, decision);
    } finally {
      this.schedulePump();
    }
  }

  private settle(message: StoredMessage, decision: SettlementDecision): void {
    clearTimeout(this.inFlight.get(message.seq)?.timer);
    this.inFlight.delete(message.seq);
    if (decision.kind === 'nak') {
      this.notBefore.set(message.seq, Date.now() + decision.delayMs);
      return;
    }
    if (decision.kind === 'dead-letter') {
      this.broker.deadLetter(this.state, message, decision.reason, decision.deliveryCount);
    }
    this.broker.finish(this.state, message.seq);
  }

  private ackDeadline(seq: number, token: number): NodeJS.Timeout {
    return setTimeout(() => {
      if (!this.isCurrent(seq, token)) return;
      this.inFlight.delete(seq);
      this.schedulePump();
    }, this.settings.ackWaitMs).unref();
  }

  private extend(seq: number, token: number): void {
    const delivery = this.inFlight.get(seq);
    if (!delivery || delivery.token !== token) return;
    clearTimeout(delivery.timer);
    delivery.timer = this.ackDeadline(seq, token);
  }

  private isCurrent(seq: number, token: number): boolean {
    return !this.shutDown && this.inFlight.get(seq)?.token === token;
  }

  private freeWorker(): Worker | undefined {
    for (let tried = 0; tried < this.workers.length; tried++) {
      const worker = this.workers[(this.nextWorker + tried) % this.workers.length];
      if (worker?.slots.hasSlot) {
        this.nextWorker = (this.nextWorker + tried + 1) % this.workers.length;
        return worker;
      }
    }
    return undefined;
  }

  private removeWorker(worker: Worker): void {
    this.workers = this.workers.filter((candidate) => candidate !== worker);
  }

  private wakeUpAt(at: number, now: number): void {
    if (at >= this.wakeAt) return;
    clearTimeout(this.wakeTimer);
    this.wakeAt = at;
    this.wakeTimer = setTimeout(() => {
      this.wakeAt = Number.POSITIVE_INFINITY;
      this.pump();
    }, at - now).unref();
  }
}
