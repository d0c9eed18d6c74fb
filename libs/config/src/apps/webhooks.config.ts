import { WithDatabase } from '../groups/database.variables';
import { WithNats } from '../groups/nats.variables';
import { WithOutbound } from '../groups/outbound.variables';
import { WithRuntime } from '../groups/runtime.variables';
import { WithWebhookRetrySweep } from '../groups/webhook-retry-sweep.variables';
import { WithWebhookSecretKey } from '../groups/webhook-secret-key.variables';
import { ConfigBase } from '../mixin';

/** Webhooks: customers' endpoints (secrets encrypted with WEBHOOK_SECRET_KEY), called under the outbound policy. */
export class WebhooksConfig extends WithWebhookRetrySweep(
  WithOutbound(WithWebhookSecretKey(WithNats(WithDatabase(WithRuntime(ConfigBase))))),
) {}
