import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { AdminResentWorkSchema, AUDIT_CHAIN_BREAK_REASONS } from '../shared/api-vocabulary';
import { ActivityActionSchema, ActivityEntrySchema } from './activity';

const UserId = z.string().uuid();
const TeamId = z.number().int().positive();

/** Whose entries a query may read: the caller decides the scope, the audit service enforces it. */
export const ActivityScopeSchema = z.discriminatedUnion('kind', [
  /** A user's own activity (entries whose `userId` is theirs). */
  z.object({ kind: z.literal('user'), userId: UserId }),
  /** A team's activity; `actorId` must be an admin of the team, else not_found. */
  z.object({ kind: z.literal('team'), teamId: TeamId, actorId: UserId }),
  /** Everything (operators; the gateway checks the operator flag before asking). */
  z.object({ kind: z.literal('all') }),
]);
export type ActivityScope = z.infer<typeof ActivityScopeSchema>;

export const ActivityFiltersSchema = z.object({
  actorId: UserId.optional(),
  action: ActivityActionSchema.optional(),
  teamId: TeamId.optional(),
  /** ISO timestamps, `from` inclusive, `to` exclusive. */
  from: z.string().optional(),
  to: z.string().optional(),
});
export type ActivityFilters = z.infer<typeof ActivityFiltersSchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  /** Opaque; pass back for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const ChainVerificationSchema = z.object({
  ok: z.boolean(),
  chains: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
  /** The first link that does not hold, in chain order; null when every chain verifies. */
  firstBroken: z
    .object({
      chain: z.string(),
      seq: z.number().int(),
      entryId: z.string(),
      /** `missing_head`: entries of a chain with no head row; `entry_past_head`: an entry beyond the head's last seq. */
      reason: z.enum(AUDIT_CHAIN_BREAK_REASONS),
    })
    .nullable(),
});
export type ChainVerification = z.infer<typeof ChainVerificationSchema>;

/** The audit service's calls (in the admin service), made by the gateway. */
export const AuditRpc = {
  /** Newest first; at most `limit` entries. not_found for a team scope the actor may not administer. */
  'audit.list': defineRpc(
    'audit.list',
    1,
    z.object({
      scope: ActivityScopeSchema,
      filters: ActivityFiltersSchema.default({}),
      cursor: z.string().nullable().default(null),
      limit: z.number().int().min(1).max(1000).default(50),
    }),
    ActivityPageSchema,
  ),
  /** Recomputes every chain (or one) and names the first broken link. */
  'audit.verify': defineRpc(
    'audit.verify',
    1,
    z.object({ chain: z.string().optional() }),
    ChainVerificationSchema,
  ),
} as const;

export const AuditEvents = {
  /**
   * An entry was appended to the trail (the webhooks service streams these to customers' SIEMs as the
   * public `audit.*` family). Published after the entry is committed.
   */
  'audit.recorded': defineMessage('audit.recorded', 1, ActivityEntrySchema),
} as const;

/**
 * Facts that only the audit trail needs, published by their owners (identity, teams, generation, admin) or,
 * for downloads, by the gateway. Who and from where travel in the message's request context (headers), so
 * payloads carry only what the owner knows.
 */
const occurredAt = z.string();
/** `mcp`: through API v1 by a tool of Deckmill's MCP server (its client says so with `Deckmill-Via: mcp`). */
const DownloadVia = z.enum(['app', 'api', 'mcp', 'signed_link']);
/** An operator's action on a batch: who (checked by the admin service), which batch, whose and which team's. */
const OperatorOnBatch = z.object({
  operatorId: UserId,
  operatorEmail: z.string(),
  batchId: z.string().uuid(),
  ownerId: UserId,
  templateTeamId: TeamId.nullable(),
  name: z.string(),
  occurredAt,
});
export const ActivityEvents = {
  'session.signed_in': defineMessage(
    'session.signed_in',
    1,
    z.object({
      userId: UserId,
      email: z.string(),
      sessionId: z.string(),
      /** `sso` for a sign-in through the team's OpenID provider; absent means a password. */
      method: z.enum(['password', 'sso']).optional(),
      occurredAt,
    }),
  ),
  /** `userId` null when no account has that e-mail; `reason` e.g. bad_password, unknown_email, locked. */
  'session.failed_sign_in': defineMessage(
    'session.failed_sign_in',
    1,
    z.object({ email: z.string(), userId: UserId.nullable(), reason: z.string(), occurredAt }),
  ),
  'session.signed_out': defineMessage(
    'session.signed_out',
    1,
    z.object({ userId: UserId, sessionId: z.string(), occurredAt }),
  ),
  'api_key.created': defineMessage(
    'api_key.created',
    1,
    z.object({
      userId: UserId,
      apiKeyId: z.string(),
      name: z.string(),
      scopes: z.array(z.string()),
      occurredAt,
    }),
  ),
  'api_key.revoked': defineMessage(
    'api_key.revoked',
    1,
    z.object({ userId: UserId, apiKeyId: z.string(), name: z.string(), occurredAt }),
  ),
  /** A team admin saved the team's single sign-on settings, or turned SSO off (`removed`). */
  'team.sso_configured': defineMessage(
    'team.sso_configured',
    1,
    z.object({
      teamId: TeamId,
      teamName: z.string(),
      actorId: UserId,
      enforced: z.boolean(),
      domains: z.array(z.string()),
      /** The provider saved (absent when SSO was turned off, and from producers before the review's fix). */
      issuer: z.string().optional(),
      clientId: z.string().optional(),
      /** Whether this save stored a new client secret (the secret itself never travels here). */
      secretChanged: z.boolean().optional(),
      removed: z.boolean(),
      occurredAt,
    }),
  ),
  /**
   * A domain of a team's SSO was verified: by its DNS TXT record (`dns`, `verifiedBy` the team admin who
   * asked) or vouched for by an operator (`operator`, `verifiedBy` the operator).
   */
  'team.sso_domain_verified': defineMessage(
    'team.sso_domain_verified',
    1,
    z.object({
      teamId: TeamId,
      teamName: z.string(),
      domain: z.string(),
      method: z.enum(['dns', 'operator']),
      verifiedBy: UserId,
      occurredAt,
    }),
  ),
  'member.invited': defineMessage(
    'member.invited',
    1,
    z.object({
      teamId: TeamId,
      invitationId: z.string(),
      email: z.string(),
      role: z.string(),
      invitedBy: UserId,
      occurredAt,
    }),
  ),
  /** A batch was accepted (rows stored, usage reserved). */
  'presentation.created': defineMessage(
    'presentation.created',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateId: z.number().int(),
      templateName: z.string(),
      name: z.string(),
      rowCount: z.number().int(),
      templateTeamId: TeamId.nullable(),
      via: z.enum(['app', 'api', 'mcp']),
      occurredAt,
    }),
  ),
  /** Every deliverable row of a batch was handed to its recipient's mail server. */
  'presentation.delivered': defineMessage(
    'presentation.delivered',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      /** The batch's name, for the audit trail's label (optional: older producers do not send it). */
      batchName: z.string().optional(),
      delivered: z.number().int(),
      failed: z.number().int(),
      occurredAt,
    }),
  ),
  /** The batch's decks were deleted (`reason`: the owner asked, or they expired under the plan's retention). */
  'presentation.decks-deleted': defineMessage(
    'presentation.decks-deleted',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      /** The batch's name, for the audit trail's label (optional: older producers do not send it). */
      batchName: z.string().optional(),
      reason: z.enum(['requested', 'expired']),
      occurredAt,
    }),
  ),
  /** The batch and everything of it (rows, decks, archives) is gone. */
  'presentation.deleted': defineMessage(
    'presentation.deleted',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      name: z.string(),
      occurredAt,
    }),
  ),
  /** A batch was made with personal links, one per row (docs/sharing.md); committed with the batch. */
  'share_links.created': defineMessage(
    'share_links.created',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      name: z.string(),
      count: z.number().int().nonnegative(),
      occurredAt,
    }),
  ),
  /** The owner revoked one link (`rowNumber`) or every link of the batch (`rowNumber` null). */
  'share_links.revoked': defineMessage(
    'share_links.revoked',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      name: z.string(),
      rowNumber: z.number().int().positive().nullable(),
      count: z.number().int().nonnegative(),
      occurredAt,
    }),
  ),
  /** The owner gave a link a new token; the old address answers 410. */
  'share_link.regenerated': defineMessage(
    'share_link.regenerated',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      name: z.string(),
      rowNumber: z.number().int().positive(),
      occurredAt,
    }),
  ),
  /** A data file was read into a dataset (its rows sealed; docs/data-files.md, "Datasets"). */
  'dataset.uploaded': defineMessage(
    'dataset.uploaded',
    1,
    z.object({
      datasetId: z.string().uuid(),
      ownerId: UserId,
      fileName: z.string(),
      format: z.string(),
      rowCount: z.number().int(),
      occurredAt,
    }),
  ),
  /**
   * A dataset's rows are gone: `requested` by its owner, `expired` after its days unused, `replaced` by a newer
   * upload past the 50 kept (an account's deletion records the account's, not each dataset's).
   */
  'dataset.deleted': defineMessage(
    'dataset.deleted',
    1,
    z.object({
      datasetId: z.string().uuid(),
      ownerId: UserId,
      fileName: z.string(),
      reason: z.enum(['requested', 'expired', 'replaced']),
      occurredAt,
    }),
  ),
  /**
   * A tool of Deckmill's MCP server was called with the owner's API key: published by the gateway once per call
   * (its id), on the call's first API v1 request, so the trail shows what an assistant did even when it only
   * read. What the call changed is recorded besides, by the owners of those objects.
   */
  'mcp.tool_called': defineMessage(
    'mcp.tool_called',
    1,
    z.object({
      ownerId: UserId,
      tool: z.string().min(1).max(64),
      callId: z.string().uuid(),
      via: z.literal('mcp'),
      occurredAt,
    }),
  ),
  /** Published by the gateway for each template file served. */
  'template.downloaded': defineMessage(
    'template.downloaded',
    1,
    z.object({
      templateId: z.number().int(),
      ownerId: UserId,
      teamId: TeamId.nullable(),
      name: z.string(),
      via: DownloadVia,
      occurredAt,
    }),
  ),
  /** Published by the gateway for each batch archive served (the ZIP of decks, of PDFs, or both). */
  'presentation.downloaded': defineMessage(
    'presentation.downloaded',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      /** The batch's name, for the audit trail's label (optional: older producers do not send it). */
      batchName: z.string().optional(),
      format: z.enum(['zip', 'pptx_zip', 'pdf_zip']),
      via: DownloadVia,
      occurredAt,
    }),
  ),
  /** Published by the gateway for each single deck served (.pptx or .pdf), including through a signed link. */
  'deck.downloaded': defineMessage(
    'deck.downloaded',
    1,
    z.object({
      batchId: z.string().uuid(),
      ownerId: UserId,
      templateTeamId: TeamId.nullable(),
      /** The batch's name, for the audit trail's label (optional: older producers do not send it). */
      batchName: z.string().optional(),
      rowNumber: z.number().int(),
      fileName: z.string(),
      format: z.enum(['pptx', 'pdf']),
      via: DownloadVia,
      occurredAt,
    }),
  ),
  /** An operator changed a user (`changes`: each field from and to). */
  'operator.user-updated': defineMessage(
    'operator.user-updated',
    1,
    z.object({
      operatorId: UserId,
      operatorEmail: z.string(),
      userId: UserId,
      email: z.string().nullable(),
      changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
      occurredAt,
    }),
  ),
  'operator.user-deleted': defineMessage(
    'operator.user-deleted',
    1,
    z.object({
      operatorId: UserId,
      operatorEmail: z.string(),
      userId: UserId,
      email: z.string().nullable(),
      occurredAt,
    }),
  ),
  /** An operator re-sent a stuck batch's unfinished work (what was sent again in `resent`). */
  'operator.batch-resumed': defineMessage(
    'operator.batch-resumed',
    1,
    OperatorOnBatch.extend({ resent: AdminResentWorkSchema }),
  ),
  /** An operator cancelled a batch (the owner's `presentation.cancelled` follows as for any cancel). */
  'operator.batch-cancelled': defineMessage(
    'operator.batch-cancelled',
    1,
    OperatorOnBatch.extend({
      rowCount: z.number().int(),
      rowsDone: z.number().int(),
      rowsFailed: z.number().int(),
    }),
  ),
  /** A user downloaded their data export (Settings). */
  'account.exported': defineMessage('account.exported', 1, z.object({ userId: UserId, occurredAt })),
} as const;
