import { Inject, Injectable } from '@nestjs/common';
import type { Settlement } from '@deckmill/messaging';
import { EndpointRepository } from '../../../endpoints';
import { Clock } from '../../../shared/clock';
import { SecretBox } from '../../../shared/secret-box';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../../../webhooks.options';
import { DeliveryRepository } from '../../delivery.repository';
import { DEFAULT_RETRY_DELAYS_MS, retryDelayAfter } from '../../retry-schedule';
import { WEBHOOK_TIMEOUT_MS, WebhookSender } from '../../webhook-sender';

/** How long an attempt holds its delivery: past the request's deadline, so two attempts never overlap. */
export const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;
const MIN_WAIT_MS = 1_000;

/**
 * One attempt at a stored delivery (the `webhooks.deliver` job). A 2xx answer delivers it; any other outcome
 * is logged and retried on the schedule (the bus redelivers the job after the delay) until the schedule ends,
 * and then the delivery is failed. A job for a finished or vanished delivery is simply acknowledged.
 */
@Injectable()
export class AttemptDeliveryUseCase {
  private readonly delays: readonly number[];

  constructor(
    private readonly deliveries: DeliveryRepository,
    private readonly endpoints: EndpointRepository,
    private readonly secrets: SecretBox,
    private readonly sender: WebhookSender,
    private readonly clock: Clock,
    @Inject(WEBHOOKS_OPTIONS) options: WebhooksOptions,
  ) {
    this.delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  }

  /** Bus deliveries a job may take: every attempt, plus redeliveries that arrive before they are due. */
  get maxBusDeliveries(): number {
    return 2 * (this.delays.length + 1) + 5;
  }

  async execute(command: { deliveryId: string }): Promise<Settlement | void> {
    const now = this.clock.now();
    const claimed = await this.deliveries.claimAttempt(
      command.deliveryId,
      now,
      new Date(now.getTime() + ATTEMPT_LEASE_MS),
    );
    if (!claimed) return this.notDue(command.deliveryId, now);

    const endpoint = await this.endpoints.findById(claimed.endpointId);
    if (!endpoint || endpoint.disabledAt) {
      await this.deliveries.markFailed(claimed.id, 'endpoint_disabled', now);
      return;
    }
    const secret = this.readSecret(endpoint.secretCiphertext);
    if (secret === null) {
      // WEBHOOK_SECRET_KEY changed: no retry can sign it until the owner rotates the secret.
      await this.deliveries.markFailed(claimed.id, 'secret_unreadable', now);
      return;
    }
    const outcome = await this.sender.post({
      endpoint: endpoint.endpoint,
      secret,
      eventId: claimed.eventId,
      body: claimed.body,
      nowSeconds: Math.floor(now.getTime() / 1000),
    });
    const at = this.clock.now();
    const delay = outcome.delivered ? undefined : retryDelayAfter(claimed.attempt, this.delays);
    await this.deliveries.recordAttempt(
      {
        deliveryId: claimed.id,
        attempt: claimed.attempt,
        at,
        statusCode: outcome.statusCode,
        errorReason: outcome.delivered ? null : outcome.reason,
      },
      {
        delivered: outcome.delivered,
        nextAttemptAt: delay === undefined ? null : new Date(at.getTime() + delay),
      },
    );
    if (delay !== undefined) return { kind: 'retry', delayMs: delay };
  }

  private readSecret(sealed: string): string | null {
    try {
      return this.secrets.open(sealed);
    } catch {
      return null;
    }
  }

  /** Finished or gone: acknowledge. Pending but not due (an early or concurrent redelivery): come back then. */
  private async notDue(deliveryId: string, now: Date): Promise<Settlement | void> {
    const delivery = await this.deliveries.findById(deliveryId);
    if (!delivery || delivery.deliveredAt || delivery.failedAt) return;
    const dueIn = (delivery.nextAttemptAt?.getTime() ?? now.getTime()) - now.getTime();
    return { kind: 'retry', delayMs: Math.max(MIN_WAIT_MS, dueIn) };
  }
}
