import type { WebhookData, WebhookDeliveryData } from '@deckmill/bus-contracts';
import type { WebhookDeliveryResponse, WebhookResponse } from '@deckmill/api-contracts';

/** An endpoint as /api answers it: snake_case, `url` for the service's `endpoint`, never the secret. */
export function webhookResponse(webhook: WebhookData): WebhookResponse {
  return {
    id: webhook.id,
    url: webhook.endpoint,
    description: webhook.description,
    events: webhook.eventTypes,
    enabled: webhook.disabledAt === null,
    created_at: webhook.createdAt,
    disabled_at: webhook.disabledAt,
    team_id: webhook.teamId ?? null,
  };
}

export function deliveryResponse(delivery: WebhookDeliveryData): WebhookDeliveryResponse {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    last_status_code: delivery.lastStatusCode,
    last_error_reason: delivery.lastErrorReason,
    next_attempt_at: delivery.nextAttemptAt,
    delivered_at: delivery.deliveredAt,
    created_at: delivery.createdAt,
    attempts: delivery.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      attempted_at: attempt.attemptedAt,
      status_code: attempt.statusCode,
      error_reason: attempt.errorReason,
    })),
  };
}
