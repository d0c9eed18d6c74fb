import type { V1Webhook, V1WebhookWithSecret } from '@deckmill/api-contracts';
import type { WebhookData } from '@deckmill/bus-contracts';

/** An endpoint in API v1's words: `url` for the service's `endpoint`, never the secret. */
export function v1Webhook(webhook: WebhookData): V1Webhook {
  return {
    id: webhook.id,
    object: 'webhook',
    url: webhook.endpoint,
    description: webhook.description,
    events: webhook.eventTypes,
    enabled: webhook.disabledAt === null,
    created_at: webhook.createdAt,
    disabled_at: webhook.disabledAt,
    team_id: webhook.teamId ?? null,
  };
}

/** Create and rotate_secret answer the secret, this once. */
export function v1WebhookWithSecret(created: { webhook: WebhookData; secret: string }): V1WebhookWithSecret {
  return { ...v1Webhook(created.webhook), secret: created.secret };
}
