import { defineServiceDatabase } from '@deckmill/database';
import { DeliveryAttempt } from './deliveries/entities/delivery-attempt.entity';
import { Delivery } from './deliveries/entities/delivery.entity';
import { WebhookEndpoint } from './endpoints/entities/webhook-endpoint.entity';
import { WebhooksCreateTables1795360000000 } from './migrations/WebhooksCreateTables1795360000000';
import { WebhooksIdempotencyKeys1795360000001 } from './migrations/WebhooksIdempotencyKeys1795360000001';
import { WebhooksTeamEndpoints1795370000000 } from './migrations/WebhooksTeamEndpoints1795370000000';
import { WebhooksRotationKeys1795380000000 } from './migrations/WebhooksRotationKeys1795380000000';
import { WebhooksRetrySweep1795390000000 } from './migrations/WebhooksRetrySweep1795390000000';

export const webhooksDatabase = defineServiceDatabase('webhooks', {
  entities: [WebhookEndpoint, Delivery, DeliveryAttempt],
  migrations: [
    WebhooksCreateTables1795360000000,
    WebhooksIdempotencyKeys1795360000001,
    WebhooksTeamEndpoints1795370000000,
    WebhooksRotationKeys1795380000000,
    WebhooksRetrySweep1795390000000,
  ],
});
