import { z } from 'zod';
import { CreateWebhookBodySchema, WEBHOOK_EVENT_TYPES, WebhookListQuerySchema } from '../webhooks/http';
import { v1ListSchema } from './errors';

/**
 * POST /api/v1/webhooks: `url`, `events`, optional `description` (the same rules as Settings → Webhooks), and
 * optional `team_id`: a team you administer, whose endpoint hears the batches of the templates shared with it.
 */
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
    /** The team whose batches it hears; null: the key owner's own batches. */
    team_id: z.number().int().nullable(),
  })
  .meta({ id: 'Webhook' });

/** GET /api/v1/webhooks?team_id=: a team's endpoints (its admins only); without it, the key owner's own. */
export const V1WebhookListQuerySchema = WebhookListQuerySchema;
export type V1Webhook = z.infer<typeof V1WebhookSchema>;

/** Create and rotate_secret: the endpoint with its `secret` (whsec_...), shown this once. */
export const V1WebhookWithSecretSchema = V1WebhookSchema.extend({ secret: z.string() }).meta({
  id: 'WebhookWithSecret',
});
export type V1WebhookWithSecret = z.infer<typeof V1WebhookWithSecretSchema>;

/** Every endpoint on one page (at most 10 per account): `has_more` is always false. */
export const V1WebhookListSchema = v1ListSchema(V1WebhookSchema, 'WebhookList');
export type V1WebhookList = z.infer<typeof V1WebhookListSchema>;

/*
 * What Deckmill POSTs to an endpoint (docs/webhooks.md): the OpenAPI document's `webhooks`. Every body is signed
 * in the `Deckmill-Signature` header; `id` is the same for the same fact, also in `Deckmill-Event-Id`.
 */
function eventSchema<TType extends string, TData extends z.ZodType>(type: TType, data: TData, id: string) {
  return z
    .object({
      id: z.string(),
      type: z.literal(type),
      /** Unix seconds of the fact, not of the attempt. */
      created: z.number().int(),
      data,
    })
    .meta({ id });
}

const EventBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['completed', 'failed', 'cancelled']),
  template_id: z.number().int(),
  row_count: z.number().int(),
  rows_done: z.number().int(),
  rows_failed: z.number().int(),
});
const EventRowSchema = z.object({ number: z.number().int(), file_name: z.string() });

export const V1BatchCompletedEventSchema = eventSchema(
  'batch.completed',
  z.object({ batch: EventBatchSchema }),
  'BatchCompletedEvent',
);
export const V1BatchFailedEventSchema = eventSchema(
  'batch.failed',
  z.object({ batch: EventBatchSchema }),
  'BatchFailedEvent',
);
export const V1BatchCancelledEventSchema = eventSchema(
  'batch.cancelled',
  z.object({ batch: EventBatchSchema }),
  'BatchCancelledEvent',
);
export const V1RowFailedEventSchema = eventSchema(
  'row.failed',
  z.object({
    batch: z.object({ id: z.string() }),
    row: EventRowSchema.extend({ reason: z.string() }),
  }),
  'RowFailedEvent',
);
export const V1DeliveryFailedEventSchema = eventSchema(
  'delivery.failed',
  z.object({
    batch: z.object({ id: z.string() }),
    row: EventRowSchema,
    delivery: z.object({ recipient: z.string(), reason: z.string() }),
  }),
  'DeliveryFailedEvent',
);
/** A view of a row's personal link; `ended_at` is null while it goes on (`deck.opened`). */
const EventDeckViewSchema = z.object({
  batch: z.object({ id: z.string(), name: z.string() }),
  row: EventRowSchema.extend({ email: z.string().nullable() }),
  link: z.object({ id: z.string() }),
  view: z.object({
    id: z.string(),
    /** Which distinct viewer of the link it was, 1 first. */
    viewer: z.number().int(),
    /** The address typed at the link's e-mail gate; null without one. */
    email: z.string().nullable(),
    device: z.enum(['desktop', 'tablet', 'mobile']),
    started_at: z.string(),
    ended_at: z.string().nullable(),
    /** Visible seconds, the sum of `slide_seconds` (slide 1 first). */
    seconds: z.number(),
    slide_seconds: z.array(z.number()),
    furthest_slide: z.number().int(),
    slide_count: z.number().int(),
    downloads: z.number().int(),
  }),
});
export const V1DeckOpenedEventSchema = eventSchema('deck.opened', EventDeckViewSchema, 'DeckOpenedEvent');
export const V1DeckViewedEventSchema = eventSchema('deck.viewed', EventDeckViewSchema, 'DeckViewedEvent');
export const V1PingEventSchema = eventSchema(
  'ping',
  z.object({ webhook: z.object({ id: z.string() }) }),
  'PingEvent',
);

/**
 * An entry of the audit trail, streamed to endpoints subscribed to `audit.*` (a SIEM). `type` is
 * `audit.<action>` (e.g. `audit.session.signed_in`); `id` is the same for the same entry.
 */
export const V1AuditEventSchema = z
  .object({
    id: z.string(),
    type: z.string().regex(/^audit\./),
    created: z.number().int(),
    data: z.object({
      entry: z.object({
        id: z.string(),
        action: z.string(),
        /** The tenant's hash chain: `user:<id>` or `team:<id>`. */
        chain: z.string(),
        seq: z.number().int(),
        actor: z.object({
          kind: z.enum(['user', 'api_key', 'operator', 'system']),
          user_id: z.string().nullable(),
          email: z.string().nullable(),
          api_key_id: z.string().nullable(),
        }),
        target: z.object({ type: z.string(), id: z.string(), label: z.string().nullable() }),
        user_id: z.string().nullable(),
        team_id: z.number().int().nullable(),
        origin: z.object({
          ip: z.string().nullable(),
          user_agent: z.string().nullable(),
          request_id: z.string().nullable(),
        }),
        details: z.record(z.string(), z.unknown()),
        occurred_at: z.string(),
        recorded_at: z.string(),
        /** SHA-256 over the previous entry's hash and this entry (docs/audit.md). */
        hash: z.string(),
      }),
    }),
  })
  .meta({ id: 'AuditEvent' });

/** Each event type with the schema of its body, as the OpenAPI document lists them. */
export const V1_WEBHOOK_EVENTS = [
  {
    type: 'batch.completed',
    schema: V1BatchCompletedEventSchema,
    summary: 'A batch ended with at least one deck',
  },
  { type: 'batch.failed', schema: V1BatchFailedEventSchema, summary: 'No row of a batch could be generated' },
  {
    type: 'batch.cancelled',
    schema: V1BatchCancelledEventSchema,
    summary: 'A batch was cancelled; the decks made before stay downloadable',
  },
  {
    type: 'row.failed',
    schema: V1RowFailedEventSchema,
    summary: 'A row failed for good (rendering or conversion)',
  },
  {
    type: 'delivery.failed',
    schema: V1DeliveryFailedEventSchema,
    summary: "Mailing a row's deck to its recipient failed for good",
  },
  {
    type: 'deck.opened',
    schema: V1DeckOpenedEventSchema,
    summary: "A row's personal link was opened for the first time",
  },
  {
    type: 'deck.viewed',
    schema: V1DeckViewedEventSchema,
    summary: "A view of a row's personal link ended, with its seconds per slide",
  },
  { type: 'ping', schema: V1PingEventSchema, summary: '"Send test event" in Settings → Webhooks' },
  {
    type: 'audit.*',
    schema: V1AuditEventSchema,
    summary: 'An audit trail entry of your account or team (type audit.<action>), for a SIEM',
  },
] as const;
