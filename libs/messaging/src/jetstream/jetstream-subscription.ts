import type { ConsumerMessages, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import type { ConsumerSettings } from '../core/consumer-settings';
import type { ResolvedContract } from '../core/contracts';
import { deadLetterHeaders } from '../core/dead-letter-headers';
import { InFlight } from '../core/in-flight';
import { processDelivery, type SettlementDecision } from '../core/process-delivery';
import type { Handler, Subscription } from '../ports';
import type { JetStreamNames } from './names';
import { fromNatsHeaders, toNatsHeaders } from '../nats/nats-headers';

const MSG_ID_HEADER = 'Nats-Msg-Id';

/** Pulls from one durable consumer and settles every delivery by the shared settlement rules. */
export class JetStreamSubscription<T> implements Subscription {
  private readonly inFlight: InFlight;
  private readonly pulling: Promise<void>;

  constructor(
    private readonly js: JetStreamClient,
    private readonly names: JetStreamNames,
    private readonly messages: ConsumerMessages,
    private readonly resolved: ResolvedContract,
    private readonly settings: ConsumerSettings,
    private readonly handler: Handler<T>,
  ) {
    this.inFlight = new InFlight(settings.concurrency);
    this.pulling = this.pull();
  }

  async stop(): Promise<void> {
    await this.messages.close();
    await this.pulling;
    await this.inFlight.drain();
  }

  private async pull(): Promise<void> {
    try {
      for await (const msg of this.messages) {
        await this.inFlight.waitForSlot();
        this.inFlight.track(this.handle(msg));
      }
    } catch {
      // The connection closed under the iterator: unsettled deliveries come back after ack_wait.
    }
  }

  private async handle(msg: JsMsg): Promise<void> {
    const { [MSG_ID_HEADER]: messageId, ...headers } = fromNatsHeaders(msg.headers);
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
      { working: () => msg.working() },
    );
    try {
      await this.settle(msg, headers, decision);
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
