import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { WEBHOOK_EVENT_TYPES } from '../shared/api-vocabulary';

const UserId = z.string().uuid();
const WebhookId = z.string().uuid();
const TeamId = z.number().int().positive();
const EventType = z.enum(WEBHOOK_EVENT_TYPES);

/** An endpoint as the webhooks service answers it; the signing secret is never part of it. */
export const WebhookDataSchema = z.object({
  id: WebhookId,
  endpoint: z.string(),
  description: z.string(),
  eventTypes: z.array(EventType),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** The team whose batches it hears (managed by the team's admins); null or absent: the user's own batches. */
  teamId: TeamId.nullable().optional(),
});
export type WebhookData = z.infer<typeof WebhookDataSchema>;

/** Create and rotate-secret only: the secret in clear, this once. */
const WithSecret = z.object({ webhook: WebhookDataSchema, secret: z.string() });

export const WebhookAttemptDataSchema = z.object({
  attempt: z.number().int(),
  attemptedAt: z.string(),
  statusCode: z.number().int().nullable(),
  errorReason: z.string().nullable(),
});

export const WebhookDeliveryDataSchema = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attemptCount: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastErrorReason: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
  attempts: z.array(WebhookAttemptDataSchema),
});
export type WebhookDeliveryData = z.infer<typeof WebhookDeliveryDataSchema>;

const Owned = z.object({ actorId: UserId, webhookId: WebhookId });

/**
 * The gateway's calls for Settings → Webhooks. `actorId` is the signed-in user; another user's endpoint is
 * not_found. Errors are keyed `endpoint`, `description`, `eventTypes`; the endpoint limit is limit_reached.
 * A team's endpoints (`teamId` on list and create; optional, so an older gateway's call means the
 * actor's own) are managed by the team's admins: for anyone else, a member too, they are not_found.
 */
export const WebhooksRpc = {
  'webhooks.list': defineRpc(
    'webhooks.list',
    1,
    z.object({ actorId: UserId, teamId: TeamId.optional() }),
    z.object({ webhooks: z.array(WebhookDataSchema) }),
  ),
  // v2: API v1's Idempotency-Key (a retry answers the endpoint the key registered, with its secret; another
  // request with it is a conflict, `idempotency_key_reused`).
  'webhooks.create': defineRpc(
    'webhooks.create',
    2,
    z.object({
      actorId: UserId,
      teamId: TeamId.optional(),
      endpoint: z.string(),
      description: z.string(),
      eventTypes: z.array(EventType),
      idempotencyKey: z.string().min(1).max(255).optional(),
      /** What was asked (url, events, description): the key is honoured for this request only. */
      requestFingerprint: z.string().max(64).optional(),
    }),
    WithSecret,
  ),
  'webhooks.get': defineRpc('webhooks.get', 1, Owned, WebhookDataSchema),
  'webhooks.update': defineRpc(
    'webhooks.update',
    1,
    Owned.extend({
      endpoint: z.string().optional(),
      description: z.string().optional(),
      eventTypes: z.array(EventType).optional(),
      enabled: z.boolean().optional(),
    }),
    WebhookDataSchema,
  ),
  'webhooks.delete': defineRpc('webhooks.delete', 1, Owned, z.object({ ok: z.literal(true) })),
  /**
   * v2: API v1's `idempotencyKey` (optional, so v1 requests stay valid). A retry with the key within 24 hours
   * answers the secret that rotation made; the key used for another endpoint or a create is a conflict,
   * `idempotency_key_reused`.
   */
  'webhooks.rotate-secret': defineRpc(
    'webhooks.rotate-secret',
    2,
    Owned.extend({ idempotencyKey: z.string().min(1).max(255).optional() }),
    WithSecret,
  ),
  /** Sends a `ping` event to the endpoint through the same durable delivery as real events. */
  'webhooks.send-test': defineRpc('webhooks.send-test', 1, Owned, z.object({ eventId: z.string() })),
  /** The newest deliveries to the endpoint (at most 50), each with its attempts. */
  'webhooks.deliveries': defineRpc(
    'webhooks.deliveries',
    1,
    Owned,
    z.object({ deliveries: z.array(WebhookDeliveryDataSchema) }),
  ),
} as const;

export const WebhooksJobs = {
  /** One attempt at POSTing one stored delivery (an event for one endpoint); retried with backoff for a day. */
  // `attempt`: the attempt this job is for (absent in older jobs: the next one due).
  'webhooks.deliver': defineMessage(
    'webhooks.deliver',
    1,
    z.object({ deliveryId: z.string().uuid(), attempt: z.number().int().positive().optional() }),
  ),
} as const;
