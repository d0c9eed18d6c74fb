import { Logger } from '@nestjs/common';
import { contextFromHeaders, REQUEST_ID_HEADER, runWithRequestContext } from '../context/request-context';
import type { DeliveryControl, Handler, Settlement } from '../ports';
import { backoffDelay, type ConsumerSettings } from './consumer-settings';
import { decodePayload, type ResolvedContract } from './contracts';
import { isInfrastructureFailure } from './infrastructure-failure';
import { cannotHeal } from './lasting-failure';
import { retryThroughOutage, runHandler } from './outage-retry';
import { recordSettlement } from '../metrics/messaging-metrics';
import { redrivenForAnother } from './redrive';
import type { SettlementDecision } from './settlement-decision';
import { inConsumerSpan, recordFailure, SpanKind, type MessagingSystem } from '../tracing/message-tracing';

const logger = new Logger('Bus');

export type { SettlementDecision } from './settlement-decision';

export interface IncomingDelivery {
  /** The contract subject (without any namespace prefix). */
  readonly subject: string;
  readonly json: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly messageId?: string;
  /** Counted by the broker: 1 on the first delivery. */
  readonly deliveryCount: number;
}

/**
 * Validates the payload, runs the handler inside the request context carried by the headers and in a
 * consumer span continuing the sender's trace, and turns its outcome into a settlement:
 * - success → ack;
 * - thrown error → redeliver after the backoff step for this attempt; an error that says a dependency is
 *   away (infrastructure-failure.ts) is first retried in place until it is back (outage-retry.ts);
 * - thrown error that cannot heal (`heals: false`, lasting-failure.ts) → dead letter at once, no backoff;
 * - `retry` → redeliver after the handler's delay;
 * - `reject`, an invalid payload, or a failure on the last allowed delivery → dead letter;
 * - a delivery past maxDeliver (the previous one timed out without settling) → dead letter unseen.
 */
export async function processDelivery<T>(
  resolved: ResolvedContract,
  settings: ConsumerSettings,
  handler: Handler<T>,
  incoming: IncomingDelivery,
  control: DeliveryControl,
  system: MessagingSystem,
): Promise<SettlementDecision> {
  // The message's own request context for the handler and for these log lines, never the context of
  // whatever happened to start this delivery (in embedded mode, another request's publish).
  const decision = await runWithRequestContext(contextFromHeaders(incoming.headers), () =>
    inConsumerSpan(
      incoming.headers,
      `process ${incoming.subject}`,
      SpanKind.CONSUMER,
      {
        'messaging.system': system,
        'messaging.operation.type': 'process',
        'messaging.destination.name': incoming.subject,
        'messaging.consumer.group.name': settings.durable,
        'messaging.message.delivery_count': incoming.deliveryCount,
        ...(incoming.messageId ? { 'messaging.message.id': incoming.messageId } : {}),
      },
      async (span) => {
        const decided = await decide(resolved, settings, handler, incoming, control);
        span.setAttribute('deckmill.settlement', decided.kind);
        if (decided.kind === 'dead-letter') {
          recordFailure(span, decided.reason);
          // In the span, so the line carries the trace id too.
          logger.error(
            `${incoming.subject} dead-lettered by ${settings.durable} after ${decided.deliveryCount} deliveries ` +
              `[${incoming.headers[REQUEST_ID_HEADER] ?? '-'}]: ${decided.reason}`,
          );
        }
        return decided;
      },
    ),
  );
  recordSettlement(settings.durable, decision);
  return decision;
}

async function decide<T>(
  resolved: ResolvedContract,
  settings: ConsumerSettings,
  handler: Handler<T>,
  incoming: IncomingDelivery,
  control: DeliveryControl,
): Promise<SettlementDecision> {
  const { deliveryCount } = incoming;
  if (redrivenForAnother(incoming.headers, settings.durable)) return { kind: 'ack' };
  if (deliveryCount > settings.maxDeliver) {
    return deadLetter(
      `ack wait expired on the last of ${settings.maxDeliver} deliveries`,
      settings.maxDeliver,
    );
  }
  let data: T;
  try {
    // decodePayload checked the data against the contract schema, which is what T was inferred from.
    data = decodePayload(resolved, incoming.json) as T;
  } catch (error) {
    return deadLetter(messageOf(error), deliveryCount);
  }
  const delivery = {
    data,
    subject: incoming.subject,
    deliveryCount,
    headers: incoming.headers,
    ...(incoming.messageId ? { messageId: incoming.messageId } : {}),
  };
  // Arrived after its subscription began to stop (a last pull's message): handed back unseen, for another process.
  if (control.signal?.aborted) return { kind: 'nak', delayMs: 0 };
  const run = () => handler(delivery, control);
  let outcome = await runHandler(run);
  // The handler gave up its turn because the subscription is stopping (a job still waiting for a slot):
  // hand the delivery back at once, for another process. Not a failure, so never a dead letter.
  if (!outcome.ok && stoppedBy(outcome.error, control)) return { kind: 'nak', delayMs: 0 };
  if (!outcome.ok && isInfrastructureFailure(outcome.error)) {
    const retried = await retryThroughOutage(run, outcome, settings, control);
    // Stopping while a dependency is away: hand the delivery back at once, for another process.
    if (retried === 'abandoned') return { kind: 'nak', delayMs: 0 };
    outcome = retried;
  }
  if (!outcome.ok && cannotHeal(outcome.error)) {
    return deadLetter(`cannot heal: ${messageOf(outcome.error)}`, deliveryCount);
  }
  if (!outcome.ok) {
    const cause = messageOf(outcome.error);
    const decision = retryOrGiveUp(settings, deliveryCount, backoffDelay(settings, deliveryCount), cause);
    // One line per failed job (a dead letter gets its own below), with the request id to follow it.
    if (decision.kind === 'nak') {
      logger.warn(
        `${incoming.subject} failed in ${settings.durable} (delivery ${deliveryCount} of ${settings.maxDeliver}, ` +
          `again in ${decision.delayMs} ms) [${incoming.headers[REQUEST_ID_HEADER] ?? '-'}]: ${cause}`,
      );
    }
    return decision;
  }
  const settlement: Settlement | void = outcome.value;
  if (!settlement || settlement.kind === 'ack') return { kind: 'ack' };
  if (settlement.kind === 'reject') return deadLetter(settlement.reason, deliveryCount);
  return retryOrGiveUp(settings, deliveryCount, settlement.delayMs, 'retry requested');
}

function retryOrGiveUp(
  settings: ConsumerSettings,
  deliveryCount: number,
  delayMs: number,
  cause: string,
): SettlementDecision {
  if (deliveryCount >= settings.maxDeliver) {
    return deadLetter(`gave up after ${deliveryCount} deliveries: ${cause}`, deliveryCount);
  }
  return { kind: 'nak', delayMs: Math.max(0, delayMs) };
}

function deadLetter(reason: string, deliveryCount: number): SettlementDecision {
  return { kind: 'dead-letter', reason, deliveryCount };
}

/** The handler rejected with the reason of the stop signal itself, i.e. it was handed the stop, not broken. */
function stoppedBy(error: unknown, control: DeliveryControl): boolean {
  return control.signal?.aborted === true && error === control.signal.reason;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
