import { z } from 'zod';

/**
 * The public names of audited actions, and the audit trail's own vocabulary too (bus-contracts'
 * `ACTIVITY_ACTIONS` is this list). Customers filter and alert on them and the hash chain covers them, so they
 * are never renamed.
 */
export const ACTIVITY_ACTION_NAMES = [
  'user.registered',
  'user.confirmed',
  'user.updated',
  'user.deleted',
  'user.updated_by_operator',
  'user.deleted_by_operator',
  'account.exported',
  'session.signed_in',
  'session.failed_sign_in',
  'session.signed_out',
  'api_key.created',
  'api_key.revoked',
  'team.created',
  'team.deleted',
  'team.sso_configured',
  'team.sso_domain_verified',
  'member.invited',
  'member.added',
  'member.role_changed',
  'member.removed',
  'template.uploaded',
  'template.downloaded',
  'template.deleted',
  'dataset.uploaded',
  'dataset.deleted',
  'batch.created',
  'batch.completed',
  'batch.failed',
  'batch.cancelled',
  'batch.downloaded',
  'batch.delivered',
  'batch.decks_deleted',
  'batch.deleted',
  'batch.resumed_by_operator',
  'batch.cancelled_by_operator',
  'batch.links_created',
  'batch.links_revoked',
  'deck.downloaded',
  'deck.delivery_failed',
  'deck.link_revoked',
  'deck.link_regenerated',
  'plan.changed',
  'mcp.tool_called',
] as const;
export type ActivityActionName = (typeof ACTIVITY_ACTION_NAMES)[number];

/** Who acted: `system` is the product itself (a batch finishing, a retention sweep). */
export const ACTIVITY_ACTOR_KINDS = ['user', 'api_key', 'operator', 'system'] as const;
export type ActivityActorKind = (typeof ACTIVITY_ACTOR_KINDS)[number];

/**
 * Who sees what: one entry of the audit trail as every view answers it (Settings → Activity, a team's
 * Activity tab, the operators' audit log) and as the exports write it. snake_case like the rest of /api.
 */
export interface ActivityEntryResponse {
  id: string;
  action: ActivityActionName;
  actor: {
    kind: ActivityActorKind;
    id: string | null;
    email: string | null;
    api_key_id: string | null;
  };
  target: { type: string; id: string; label: string | null };
  team_id: number | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  /** Action-specific facts (a role from and to, a format, a row number); never row values. */
  details: Record<string, unknown>;
  occurred_at: string;
  /** The entry's link in its tenant's hash chain (operators only). */
  hash?: string;
}

/** A page of entries, newest first; `next_cursor` (opaque) asks for the next, older page; null at the end. */
export interface ActivityPageResponse {
  entries: ActivityEntryResponse[];
  next_cursor: string | null;
}

/** Entries per page of the JSON views (exports page through everything 1000 at a time). */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PAGE_SIZE_MAX = 200;

export const ACTIVITY_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type ActivityExportFormat = (typeof ACTIVITY_EXPORT_FORMATS)[number];

const cursorField = z.string().trim().min(1).max(500).optional();
const timestampField = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)), `${name} must be a date or an ISO timestamp.`)
    .transform((value) => new Date(value).toISOString())
    .optional();

/**
 * `GET /api/settings/activity` and `GET /api/app/teams/{id}/activity`: `cursor`, `limit`, and `format=csv|jsonl`
 * for a download of every entry instead of a page.
 */
export const ActivityQuerySchema = z.object({
  cursor: cursorField,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(ACTIVITY_PAGE_SIZE_MAX)
    .catch(ACTIVITY_PAGE_SIZE)
    .default(ACTIVITY_PAGE_SIZE),
  format: z.enum(ACTIVITY_EXPORT_FORMATS, { error: 'Format must be csv or jsonl.' }).optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

/**
 * `GET /api/admin/audit_log`: the operators' filters. `actor` is a user id or an e-mail address, `action` a
 * stable action name, `team` a numeric team id, `from` (inclusive) and `to` (exclusive) dates or timestamps.
 */
export const AuditLogQuerySchema = ActivityQuerySchema.extend({
  actor: z.string().trim().min(1).max(320).optional(),
  action: z.enum(ACTIVITY_ACTION_NAMES, { error: 'Unknown action.' }).optional(),
  team: z.coerce
    .number({ error: 'Team must be a team id.' })
    .int('Team must be a team id.')
    .positive('Team must be a team id.')
    .optional(),
  from: timestampField('From'),
  to: timestampField('To'),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/**
 * Why a chain's link fails: `missing_head` for entries of a chain with no head row, `entry_past_head` for an
 * entry beyond the head's last seq.
 */
export const AUDIT_CHAIN_BREAK_REASONS = [
  'hash_mismatch',
  'previous_hash_mismatch',
  'missing_entry',
  'missing_head',
  'entry_past_head',
] as const;
export type AuditChainBreakReason = (typeof AUDIT_CHAIN_BREAK_REASONS)[number];

/** `GET /api/admin/audit_log/verify`: every chain recomputed; `first_broken` names the first link that fails. */
export interface AuditVerificationResponse {
  ok: boolean;
  chains: number;
  entries: number;
  first_broken: {
    chain: string;
    seq: number;
    entry_id: string;
    reason: AuditChainBreakReason;
  } | null;
}
