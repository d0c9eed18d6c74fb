import { z } from 'zod';

/**
 * Settings → Webhooks (/api/settings/webhooks): endpoints that Deckmill calls when a batch ends, a row fails,
 * a row's deck cannot be mailed, or a personal link's deck is opened or viewed. Event types are the public vocabulary (payloads: docs/webhooks.md).
 */
export const WEBHOOK_EVENT_TYPES = [
  'batch.completed',
  'batch.failed',
  // Its owner stopped it; `rows_done` decks were made.
  'batch.cancelled',
  'row.failed',
  'delivery.failed',
  // A personal link's deck: its first open, and each view that ended (docs/sharing.md).
  'deck.opened',
  'deck.viewed',
  // The audit trail streamed to a SIEM; one subscription covers every `audit.<action>` event.
  'audit.*',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints per account (every plan). */
export const MAX_WEBHOOK_ENDPOINTS = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

const urlField = z
  .string({ error: "URL can't be blank." })
  .trim()
  .min(1, "URL can't be blank.")
  .max(WEBHOOK_URL_MAX_LENGTH, `URL is too long (at most ${WEBHOOK_URL_MAX_LENGTH} characters).`);

const descriptionField = z
  .string()
  .trim()
  .max(
    WEBHOOK_DESCRIPTION_MAX_LENGTH,
    `Description is too long (at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters).`,
  );

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Unknown event type.' }), {
    error: 'Choose at least one event.',
  })
  .min(1, 'Choose at least one event.');

const teamIdField = z
  .number({ error: 'Team must be a team id.' })
  .int('Team must be a team id.')
  .positive('Team must be a team id.');

/**
 * POST /api/settings/webhooks: `url`, `events`, optional `description`; errors keyed by those names. With
 * `team_id` (a team the user administers) the endpoint hears the batches of the templates shared with it.
 */
export const CreateWebhookBodySchema = z.object({
  url: urlField,
  description: descriptionField.default(''),
  events: eventsField,
  team_id: teamIdField.optional(),
});

/** GET /api/settings/webhooks?team_id=: a team's endpoints (its admins only); without it, the user's own. */
export const WebhookListQuerySchema = z.object({
  team_id: z.coerce.number({ error: 'Team must be a team id.' }).pipe(teamIdField).optional(),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBodySchema>;

/** PATCH /api/settings/webhooks/{id}: any of `url`, `description`, `events`, `enabled`. */
export const UpdateWebhookBodySchema = z.object({
  url: urlField.optional(),
  description: descriptionField.optional(),
  events: eventsField.optional(),
  enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional(),
});
export type UpdateWebhookBody = z.input<typeof UpdateWebhookBodySchema>;

export interface WebhookResponse {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  enabled: boolean;
  created_at: string;
  disabled_at: string | null;
  /** The team whose batches it hears; null: the user's own batches. */
  team_id: number | null;
}

/** Create and rotate_secret only: the signing secret, shown this once. */
export interface WebhookWithSecretResponse {
  webhook: WebhookResponse;
  secret: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookAttemptResponse {
  attempt: number;
  attempted_at: string;
  status_code: number | null;
  error_reason: string | null;
}

export interface WebhookDeliveryResponse {
  id: string;
  event_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempt_count: number;
  last_status_code: number | null;
  last_error_reason: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
  created_at: string;
  attempts: WebhookAttemptResponse[];
}

export const webhookPaths = {
  list: '/api/settings/webhooks',
  /** A team's endpoints (same path: POST sends `team_id` in the body). */
  teamList: (teamId: number) => `/api/settings/webhooks?team_id=${teamId}`,
  one: (id: string) => `/api/settings/webhooks/${encodeURIComponent(id)}`,
  rotateSecret: (id: string) => `/api/settings/webhooks/${encodeURIComponent(id)}/rotate_secret`,
  test: (id: string) => `/api/settings/webhooks/${encodeURIComponent(id)}/test`,
  deliveries: (id: string) => `/api/settings/webhooks/${encodeURIComponent(id)}/deliveries`,
} as const;
