import type { WebhookData, WebhookEventType } from '@deckmill/bus-contracts';
import type { WebhookEndpoint } from './entities/webhook-endpoint.entity';

/** An endpoint as the service answers it: never its secret. */
export function presentEndpoint(endpoint: WebhookEndpoint): WebhookData {
  return {
    id: endpoint.id,
    endpoint: endpoint.endpoint,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes as WebhookEventType[],
    createdAt: endpoint.createdAt.toISOString(),
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    teamId: endpoint.ownerTeamId,
  };
}
