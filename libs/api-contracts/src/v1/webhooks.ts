import { z } from 'zod';
import { CreateWebhookBodySchema, WEBHOOK_EVENT_TYPES } from '../webhooks/http';
import { v1ListSchema } from './errors';

/** POST /api/v1/webhooks: `url`, `events`, optional `description` (the same rules as Settings → Webhooks). */
export const V1CreateWebhookJsonSchema = CreateWebhookBodySchema.meta({ id: 'CreateWebhook' });

/** A webhook endpoint as v1 answers it; its signing secret never is, but on create and rotate_secret. */
export const V1WebhookSchema = z
  .object({
    id: z.string(),
    object: z.literal('webhook'),
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    created_at: z.string(),
    disabled_at: z.string().nullable(),
  })
  .meta({ id: 'Webhook' });
export type V1Webhook = z.infer<typeof V1WebhookSchema>;

/** Create and rotate_secret: the endpoint with its `secret` (whsec_...), shown this once. */
export const V1WebhookWithSecretSchema = V1WebhookSchema.extend({ secret: z.string() }).meta({
  id: 'WebhookWithSecret',
});
export type V1WebhookWithSecret = z.infer<typeof V1WebhookWithSecretSchema>;

/** Every endpoint on one page (at most 10 per account): `has_more` is always false. */
export const V1WebhookListSchema = v1ListSchema(V1WebhookSchema, 'WebhookList');
export type V1WebhookList = z.infer<typeof V1WebhookListSchema>;
