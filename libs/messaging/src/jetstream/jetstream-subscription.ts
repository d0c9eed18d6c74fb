import { setMaxListeners } from 'node:events';
import type { Consumer, ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { ConsumerSettings } from '../core/consumer-settings';
import type { ResolvedContract } from '../core/contracts';
import { deadLetterHeaders } from '../core/dead-letter-headers';
import { processDelivery, type SettlementDecision } from '../core/process-delivery';
import { ORIGINAL_MESSAGE_ID_HEADER } from '../core/redrive';
import { throttledWorking } from '../core/throttled-working';
import { fromNatsHeaders, toNatsHeaders } from '../nats/nats-headers';
import type { Handler, Subscription } from '../ports';
import type { JetStreamNames } from './names';

const MSG_ID_HEADER = 'Nats-Msg-Id';
/**
 * How long one pull waits for a message (the server sends a heartbeat every half of it; a reconnect re-pulls
 * at once). With 1 s, the idle stack's 70-odd consumers (every slot pulling) cost 0.097-0.103 cores,
 * nats-server 0.020 of it; with 30 s and one slot pulling, 0.034-0.040 and 0.0015 (60 s each, side by side,
 * tools/observability/idle-cpu.mjs; docs/operations.md "Idle cost"). stop() ends an open pull at once.
 */
const PULL_EXPIRES_MS = 30_000;
const PULL_ERROR_PAUSE_MS = 1_000;
/** The longest stop() waits for its ended pulls to come out (disconnected, one settles only on reconnect). */
const PULLS_END_WAIT_MS = 2_000;

/**
 * Pulls from one durable consumer and settles every delivery by the shared settlement rules. Each of the
 * `concurrency` slots pulls one message only when it is free, so no message waits in a local buffer
 * while its ack deadline runs out.
 *
 * While the consumer is idle only one free slot pulls; the others sleep until a pull brings a message, then
 * pull too until one of theirs comes back empty while another is pulling. Idle pulls and their expiry notices
 * were most of an idle stack's CPU (--cpu-prof; docs/operations.md "Idle cost"); a message is still taken at
 * once, also while the other slots are busy (a free one always pulls).
 */
export class JetStreamSubscription<T> implements Subscription {
  private stopping = false;
  /** Aborted by stop(): a handler waiting out an outage hands its delivery back instead of holding it. */
  private readonly stopped = new AbortController();
  private readonly slots: Promise<void>[];
  /** Slots inside a pull, their pulls, and who waits for them to come out. */
  private pulling = 0;
  private readonly openPulls = new Set<ConsumerMessages>();
  private pullsDone: (() => void) | undefined;
  private stopped$: Promise<void> | undefined;
  /** Wakes the sleeping slots: a pull brought a message (or the subscription stops). */
  private wakeSleepers: () => void = () => undefined;
  private woken: Promise<void> = this.nextWake();

  constructor(
    private readonly js: JetStreamClient,
    private readonly names: JetStreamNames,
    private readonly consumer: Consumer,
    private readonly resolved: ResolvedContract,
    private readonly settings: ConsumerSettings,
    private readonly handler: Handler<T>,
    private readonly isClosed: () => boolean,
  ) {
    // Every slot's handler listens to the one stop signal: not a leak.
    setMaxListeners(0, this.stopped.signal);
    // One slot pulls from the start; the others join when it brings a message.
    this.slots = Array.from({ length: settings.concurrency }, (_, slot) => this.pullLoop(slot > 0));
  }

  /** The bus is closing without a graceful stop: a handler waiting out an outage gives up its delivery. */
  abandon(): void {
    this.stopped.abort();
    this.wakeSleepers();
  }

  /**
   * Ends the open pulls (the server drops a pull nobody listens to any more) and waits for them to come out
   * before aborting the handlers: a delivery handed back while this process still pulls would come straight back
   * to it, be handed back again, and spend its deliveries until dead-lettered. What such a last pull brought is
   * handed back unseen; a message the server sent just as the pull ended is redelivered after the ack wait.
   */
  stop(): Promise<void> {
    this.stopped$ ??= this.stopOnce();
    return this.stopped$;
  }

  private async stopOnce(): Promise<void> {
    this.stopping = true;
    this.wakeSleepers();
    if (this.pulling > 0) {
      const pullsDone = new Promise<void>((resolve) => (this.pullsDone = resolve));
      for (const pull of this.openPulls) pull.stop();
      // Disconnected, a pull settles only when the connection comes back: the handlers are not held for that.
      await Promise.race([pullsDone, pause(PULLS_END_WAIT_MS)]);
    }
    this.stopped.abort();
    await Promise.all(this.slots);
  }

  private async pullLoop(asleep: boolean): Promise<void> {
    let sleep = asleep;
    while (!this.stopping && !this.isClosed() && !this.stopped.signal.aborted) {
      if (sleep) {
        await this.woken;
        sleep = false;
        continue;
      }
      let msg: JsMsg | null;
      try {
        msg = await this.pull();
      } catch {
        // The connection is reconnecting or the server is restarting: try again shortly.
        if (!this.isClosed() && !this.stopping) await pause(PULL_ERROR_PAUSE_MS);
        msg = null;
      }
      if (!msg) {
        // Idle: one free slot pulling is enough. The last one out of its pull keeps on.
        sleep = this.pulling > 0;
        continue;
      }
      // More may be waiting: every free slot pulls while they come.
      this.wakeSleepers();
      await this.handle(msg);
    }
  }

  private nextWake(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.wakeSleepers = () => {
        this.woken = this.nextWake();
        resolve();
      };
    });
  }

  private async pull(): Promise<JsMsg | null> {
    this.pulling++;
    try {
      const pull = await this.consumer.fetch({ max_messages: 1, expires: PULL_EXPIRES_MS });
      this.openPulls.add(pull);
      try {
        if (this.stopping) pull.stop();
        for await (const msg of pull) return msg;
        return null;
      } finally {
        this.openPulls.delete(pull);
      }
    } finally {
      if (--this.pulling === 0) this.pullsDone?.();
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    const {
      [MSG_ID_HEADER]: wireId,
      [ORIGINAL_MESSAGE_ID_HEADER]: originalId,
      ...headers
    } = fromNatsHeaders(msg.headers);
    const messageId = originalId ?? wireId;
    const decision = await processDelivery(
      this.resolved,
      this.settings,
      this.handler,
      {
        subject: this.names.contract(msg.subject),
        json: msg.string(),
        headers,
        ...(messageId ? { messageId } : {}),
        deliveryCount: msg.info.deliveryCount,
      },
      {
        working: throttledWorking(() => msg.working(), this.settings.ackWaitMs),
        signal: this.stopped.signal,
      },
      'nats',
    );
    try {
      await this.settle(
        msg,
        messageId ? { ...headers, [ORIGINAL_MESSAGE_ID_HEADER]: messageId } : headers,
        decision,
      );
    } catch {
      // Settling failed (connection gone): the broker redelivers after ack_wait, which is the safe outcome.
    }
  }

  private async settle(msg: JsMsg, headers: Record<string, string>, decision: SettlementDecision) {
    if (decision.kind === 'ack') return msg.ack();
    if (decision.kind === 'nak') return msg.nak(decision.delayMs);
    try {
      await this.js.publish(this.names.deadLetterSubject(this.settings.durable), msg.data, {
        // One dead letter per consumer and message, even if we crash between publishing it and term.
        msgID: `${this.settings.durable}:${msg.info.streamSequence}`,
        headers: toNatsHeaders(
          deadLetterHeaders(headers, {
            subject: this.names.contract(msg.subject),
            consumer: this.settings.durable,
            reason: decision.reason,
            deliveryCount: decision.deliveryCount,
          }),
        ),
      });
    } catch {
      // Keep the message rather than lose it: try again after the backoff.
      return msg.nak(this.settings.backoffMs[0]);
    }
    // The reason lives in the dead letter; `+TERM <reason>` needs nats-server 2.10 and Debian ships 2.9.
    msg.term();
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
