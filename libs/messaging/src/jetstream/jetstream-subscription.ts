import { setMaxListeners } from 'node:events';
import type { Consumer, JetStreamClient, JsMsg } from '@nats-io/jetstream';
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
/** How long one pull waits for a message; also the longest stop() waits for an idle slot. */
const PULL_EXPIRES_MS = 1_000;
const PULL_ERROR_PAUSE_MS = 1_000;

/**
 * Pulls from one durable consumer and settles every delivery by the shared settlement rules. Each of the
 * `concurrency` slots pulls one message only when it is free, so no message waits in a local buffer
 * while its ack deadline runs out.
 */
export class JetStreamSubscription<T> implements Subscription {
  private stopping = false;
  /** Aborted by stop(): a handler waiting out an outage hands its delivery back instead of holding it. */
  private readonly stopped = new AbortController();
  private readonly slots: Promise<void>[];
  /** Slots inside `consumer.next()`, and who waits for them to come out. */
  private pulling = 0;
  private pullsDone: (() => void) | undefined;
  private stopped$: Promise<void> | undefined;

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
    this.slots = Array.from({ length: settings.concurrency }, () => this.pullLoop());
  }

  /** The bus is closing without a graceful stop: a handler waiting out an outage gives up its delivery. */
  abandon(): void {
    this.stopped.abort();
  }

  /**
   * Lets the open pulls expire (PULL_EXPIRES_MS, a little more while the connection is away) before aborting the
   * handlers: a delivery handed back while this process still pulls would come straight back to it, be handed
   * back again, and spend its deliveries until dead-lettered. What such a last pull brings is handed back unseen.
   */
  stop(): Promise<void> {
    this.stopped$ ??= this.stopOnce();
    return this.stopped$;
  }

  private async stopOnce(): Promise<void> {
    this.stopping = true;
    if (this.pulling > 0) {
      const pullsDone = new Promise<void>((resolve) => (this.pullsDone = resolve));
      // Disconnected, a pull settles only when the connection comes back: the handlers are not held for that.
      await Promise.race([pullsDone, pause(2 * PULL_EXPIRES_MS)]);
    }
    this.stopped.abort();
    await Promise.all(this.slots);
  }

  private async pullLoop(): Promise<void> {
    while (!this.stopping && !this.isClosed()) {
      let msg: JsMsg | null;
      try {
        msg = await this.pull();
      } catch {
        // The connection is reconnecting or the server is restarting: try again shortly.
        if (!this.isClosed() && !this.stopping) await pause(PULL_ERROR_PAUSE_MS);
        continue;
      }
      if (msg) await this.handle(msg);
    }
  }

  private async pull(): Promise<JsMsg | null> {
    this.pulling++;
    try {
      return await this.consumer.next({ expires: PULL_EXPIRES_MS });
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
