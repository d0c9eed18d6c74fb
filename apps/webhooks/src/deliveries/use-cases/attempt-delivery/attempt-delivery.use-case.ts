import { Inject, Injectable } from '@nestjs/common';
import type { JobPayload } from '@deckmill/bus-contracts';
import { EndpointRepository } from '../../../endpoints';
import { Clock, SecretBox } from '../../../shared';
import { WEBHOOKS_OPTIONS, type WebhooksOptions } from '../../../webhooks.options';
import { DeliveryRepository } from '../../delivery.repository';
import { DEFAULT_RETRY_DELAYS_MS, retryDelayAfter } from '../../retry-schedule';
import { WEBHOOK_TIMEOUT_MS, WebhookSender } from '../../webhook-sender';

/** How long an attempt holds its delivery: past the request's deadline, so two attempts never overlap. */
export const ATTEMPT_LEASE_MS = WEBHOOK_TIMEOUT_MS + 20_000;

/**
 * One attempt at a stored delivery (the `webhooks.deliver` job). A 2xx answer delivers it; any other outcome
 * is logged and the next attempt is scheduled in the database (`next_attempt_at`, published by the retry
 * sweeper) until the schedule ends, and then the delivery is failed. The job is always acknowledged: a delayed
 * job would hold a slot of the consumer's max_ack_pending for hours. A job for an attempt already made, not due,
 * finished or vanished does nothing. Errors (database down) are thrown, and the bus retries them.
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

  async execute(input: JobPayload<'webhooks.deliver'>): Promise<void> {
    const now = this.clock.now();
    const claimed = await this.deliveries.claimAttempt(
      input.deliveryId,
      input.attempt,
      now,
      new Date(now.getTime() + ATTEMPT_LEASE_MS),
    );
    if (!claimed) return;

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
  }

  private readSecret(sealed: string): string | null {
    try {
      return this.secrets.open(sealed);
    } catch {
      return null;
    }
  }
}
