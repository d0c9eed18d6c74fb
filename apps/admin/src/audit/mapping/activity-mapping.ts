import type {
  ActivityAction,
  ActivityActor,
  ActivityEntry,
  ActivityTarget,
  EventKey,
  EventPayload,
} from '@deckmill/bus-contracts';
import type { RequestContext } from '@deckmill/messaging';

/** The chain of failed sign-ins for e-mails no account has: nobody's tenant, so a chain of its own. */
export const UNKNOWN_SIGN_IN_CHAIN = 'sign-in:unknown-email';

export const userChain = (userId: string): string => `user:${userId}`;
export const teamChain = (teamId: number): string => `team:${teamId}`;

/** What the audit consumer reads from one delivered event, before it is placed in its chain. */
export interface MappedActivity {
  readonly action: ActivityAction;
  readonly actor: ActivityActor;
  readonly target: ActivityTarget;
  readonly userId: string | null;
  readonly teamId: number | null;
  readonly details: Record<string, unknown>;
  readonly chain: string;
  readonly occurredAt: string;
  readonly origin: ActivityEntry['origin'];
  /** Whose plan keeps the chain (retention): the user, or the team's creator; null when this event cannot say. */
  readonly chainOwnerId: string | null;
}

type Context = Pick<RequestContext, 'actor' | 'ip' | 'userAgent' | 'requestId' | 'via'> | undefined;

const SYSTEM: ActivityActor = { kind: 'system', userId: null, email: null, apiKeyId: null };

function user(userId: string, email: string | null = null): ActivityActor {
  return { kind: 'user', userId, email, apiKeyId: null };
}

/** The gateway's principal when the message carries one; else what the payload says acted. */
function actorOf(context: Context, fallback: ActivityActor): ActivityActor {
  const actor = context?.actor;
  if (!actor) return fallback;
  return {
    kind: actor.kind,
    userId: actor.userId ?? null,
    email: actor.email ?? null,
    apiKeyId: actor.apiKeyId ?? null,
  };
}

interface Draft {
  action: ActivityAction;
  actor: ActivityActor;
  target: ActivityTarget;
  /** The user the action concerns (an owner, a member, the account an operator changed). */
  subjectId: string | null;
  teamId: number | null;
  details?: Record<string, unknown>;
  occurredAt: string;
  /** The chain's owner for retention (defaults to the subject on user chains). */
  teamCreatorId?: string;
  /** Overrides the chain (failed sign-ins for unknown e-mails). */
  chain?: string;
  /** An operator's action belongs to the account it changed, not to the operator's own activity. */
  subjectOwnsIt?: boolean;
  /**
   * The product's own work (a batch finishing, a delivery, an expiry): its messages still carry the context of
   * the request that started the batch, but that client did not do this, so the entry has no origin.
   */
  productsWork?: boolean;
}

/**
 * A draft as an activity: the chain is the team's when the object belongs to one, else the subject's user;
 * `userId` is the acting user for users and API keys, else (operators, the system) the subject.
 */
function finish(draft: Draft, context: Context): MappedActivity {
  const actingUser =
    (draft.actor.kind === 'user' || draft.actor.kind === 'api_key') && !draft.subjectOwnsIt
      ? draft.actor.userId
      : null;
  const userId = actingUser ?? draft.subjectId;
  const chain =
    draft.chain ??
    (draft.teamId !== null ? teamChain(draft.teamId) : userChain(draft.subjectId ?? userId ?? 'unknown'));
  const chainOwnerId = draft.teamId !== null ? (draft.teamCreatorId ?? null) : (draft.subjectId ?? null);
  // What an MCP tool call did (a template deleted, a batch cancelled) says so, as its downloads do; not the
  // product's later work on it (a batch finishing), which carries the same request's context.
  const byMcp = context?.via === 'mcp' && !draft.productsWork && actingUser !== null;
  const details = draft.details ?? {};
  return {
    action: draft.action,
    actor: draft.actor,
    target: draft.target,
    userId,
    teamId: draft.teamId,
    details: byMcp && !('via' in details) ? { ...details, via: 'mcp' } : details,
    chain,
    occurredAt: normalizedTime(draft.occurredAt),
    origin: draft.productsWork
      ? { ip: null, userAgent: null, requestId: null }
      : {
          ip: context?.ip ?? null,
          userAgent: context?.userAgent ?? null,
          requestId: context?.requestId ?? null,
        },
    chainOwnerId: draft.chain ? null : chainOwnerId,
  };
}

/** Producers send ISO strings; store them in one form (milliseconds, UTC) so the hash reads back the same. */
function normalizedTime(text: string): string {
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? new Date(0).toISOString() : time.toISOString();
}

type Mapper<K extends EventKey> = (payload: EventPayload<K>, context: Context) => Draft;

const batchTarget = (batchId: string, name: string | null = null): ActivityTarget => ({
  type: 'batch',
  id: batchId,
  label: name,
});

/** A deck is named by its batch and row ("Q4 batch — deck 3"); without the batch's name it has no label. */
const deckTarget = (batchId: string, rowNumber: number, batchName: string | undefined): ActivityTarget => ({
  type: 'deck',
  id: `${batchId}:${rowNumber}`,
  label: batchName ? `${batchName} — deck ${rowNumber}` : null,
});

/**
 * Each audited event as an action. Row values never enter an entry: a deck's file name and a delivery's
 * recipient come from the user's data, so a deck is named by its batch and row number only.
 */
const MAPPERS = {
  // Registering, confirming and signing in can happen while another account is signed in in the same browser:
  // the request's principal is that other account, so the actor is always the user the event names.
  'user.registered': (p) => ({
    action: 'user.registered',
    actor: user(p.userId, p.email),
    target: { type: 'user', id: p.userId, label: p.email },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  'user.confirmed': (p) => ({
    action: 'user.confirmed',
    actor: user(p.userId),
    target: { type: 'user', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  'user.updated': (p, c) => ({
    action: 'user.updated',
    actor: actorOf(c, user(p.userId, p.email)),
    target: { type: 'user', id: p.userId, label: p.email },
    subjectId: p.userId,
    teamId: null,
    details: { admin: p.admin, subscriptionTier: p.subscriptionTier },
    occurredAt: p.occurredAt,
  }),
  'user.deleted': (p, c) => ({
    action: 'user.deleted',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'user', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  'subscription.changed': (p, c) => ({
    action: 'plan.changed',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'subscription', id: p.userId, label: p.tier },
    subjectId: p.userId,
    teamId: null,
    details: { tier: p.tier, previousTier: p.previousTier, effectiveAt: p.effectiveAt },
    occurredAt: p.occurredAt,
  }),
  'team.created': (p, c) => ({
    action: 'team.created',
    actor: actorOf(c, user(p.creatorId)),
    target: { type: 'team', id: String(p.teamId), label: p.name },
    subjectId: p.creatorId,
    teamId: p.teamId,
    teamCreatorId: p.creatorId,
    occurredAt: p.occurredAt,
  }),
  'team.deleted': (p, c) => ({
    action: 'team.deleted',
    actor: actorOf(c, user(p.deletedBy)),
    target: { type: 'team', id: String(p.teamId), label: p.name },
    subjectId: p.deletedBy,
    teamId: p.teamId,
    occurredAt: p.occurredAt,
  }),
  'member.added': (p, c) => ({
    action: 'member.added',
    actor: actorOf(c, user(p.addedBy ?? p.userId)),
    target: { type: 'member', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: p.teamId,
    details: { role: p.role },
    occurredAt: p.occurredAt,
  }),
  'member.removed': (p, c) => ({
    action: 'member.removed',
    actor: actorOf(c, user(p.removedBy)),
    target: { type: 'member', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: p.teamId,
    details: { left: p.removedBy === p.userId },
    occurredAt: p.occurredAt,
  }),
  'member.role_changed': (p, c) => ({
    action: 'member.role_changed',
    actor: actorOf(c, user(p.changedBy)),
    target: { type: 'member', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: p.teamId,
    details: { role: p.role, previousRole: p.previousRole },
    occurredAt: p.occurredAt,
  }),
  'team.sso_configured': (p, c) => ({
    action: 'team.sso_configured',
    actor: actorOf(c, user(p.actorId)),
    target: { type: 'team', id: String(p.teamId), label: p.teamName },
    subjectId: p.actorId,
    teamId: p.teamId,
    details: p.removed ? { removed: true } : ssoSettingsDetails(p),
    occurredAt: p.occurredAt,
  }),
  // A DNS check is the asking admin's doing; an operator's word is the operator's (named in the payload, as for
  // operator.user-updated). Either way it is the team's fact: the team's chain, no user's own activity.
  'team.sso_domain_verified': (p, c) => ({
    action: 'team.sso_domain_verified',
    actor: p.method === 'operator' ? operator(p.verifiedBy, c) : actorOf(c, user(p.verifiedBy)),
    target: { type: 'team', id: String(p.teamId), label: p.teamName },
    subjectId: p.method === 'operator' ? null : p.verifiedBy,
    teamId: p.teamId,
    details: { domain: p.domain, method: p.method },
    occurredAt: p.occurredAt,
  }),
  'member.invited': (p, c) => ({
    action: 'member.invited',
    actor: actorOf(c, user(p.invitedBy)),
    target: { type: 'invitation', id: p.invitationId, label: p.email },
    subjectId: p.invitedBy,
    teamId: p.teamId,
    details: { role: p.role },
    occurredAt: p.occurredAt,
  }),
  'template.uploaded': (p, c) => ({
    action: 'template.uploaded',
    actor: actorOf(c, user(p.ownerId)),
    target: { type: 'template', id: String(p.templateId), label: p.name },
    subjectId: p.ownerId,
    teamId: p.teamId,
    occurredAt: p.occurredAt,
  }),
  'template.deleted': (p, c) => ({
    action: 'template.deleted',
    actor: actorOf(c, user(p.ownerId)),
    target: { type: 'template', id: String(p.templateId), label: p.name },
    subjectId: p.ownerId,
    teamId: p.teamId,
    occurredAt: p.occurredAt,
  }),
  'template.downloaded': (p, c) => ({
    action: 'template.downloaded',
    actor: actorOf(c, downloader(p.via, p.ownerId)),
    target: { type: 'template', id: String(p.templateId), label: p.name },
    subjectId: p.ownerId,
    teamId: p.teamId,
    details: { via: p.via },
    occurredAt: p.occurredAt,
  }),
  // The call itself (the tool's name as label); what it changed has entries of its own.
  'mcp.tool_called': (p, c) => ({
    action: 'mcp.tool_called',
    actor: actorOf(c, user(p.ownerId)),
    target: { type: 'mcp_tool', id: p.callId, label: p.tool },
    subjectId: p.ownerId,
    teamId: null,
    details: { tool: p.tool, via: p.via },
    occurredAt: p.occurredAt,
  }),
  'dataset.uploaded': (p, c) => ({
    action: 'dataset.uploaded',
    actor: actorOf(c, user(p.ownerId)),
    target: { type: 'dataset', id: p.datasetId, label: p.fileName },
    subjectId: p.ownerId,
    teamId: null,
    details: { format: p.format, rowCount: p.rowCount },
    occurredAt: p.occurredAt,
  }),
  // The owner's request, or the product's own doing (expired, replaced by a newer upload).
  'dataset.deleted': (p, c) => ({
    action: 'dataset.deleted',
    actor: p.reason === 'requested' ? actorOf(c, user(p.ownerId)) : SYSTEM,
    ...(p.reason === 'requested' ? {} : { productsWork: true }),
    target: { type: 'dataset', id: p.datasetId, label: p.fileName },
    subjectId: p.ownerId,
    teamId: null,
    details: { reason: p.reason },
    occurredAt: p.occurredAt,
  }),
  'presentation.created': (p, c) => ({
    action: 'batch.created',
    actor: actorOf(c, user(p.ownerId)),
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { templateId: p.templateId, templateName: p.templateName, rowCount: p.rowCount, via: p.via },
    occurredAt: p.occurredAt,
  }),
  // A batch finishing is the product's doing, whatever request started it.
  'presentation.completed': (p) => ({
    action: 'batch.completed',
    actor: SYSTEM,
    productsWork: true,
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId ?? null,
    details: { rowCount: p.rowCount, rowsDone: p.rowsDone, rowsFailed: p.rowsFailed },
    occurredAt: p.occurredAt,
  }),
  'presentation.failed': (p) => ({
    action: 'batch.failed',
    actor: SYSTEM,
    productsWork: true,
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId ?? null,
    details: { rowCount: p.rowCount, rowsDone: p.rowsDone, rowsFailed: p.rowsFailed },
    occurredAt: p.occurredAt,
  }),
  'presentation.cancelled': (p, c) => ({
    action: 'batch.cancelled',
    actor: actorOf(c, user(p.ownerId)),
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId ?? null,
    details: { rowCount: p.rowCount, rowsDone: p.rowsDone, rowsFailed: p.rowsFailed },
    occurredAt: p.occurredAt,
  }),
  'presentation.delivered': (p) => ({
    action: 'batch.delivered',
    actor: SYSTEM,
    productsWork: true,
    target: batchTarget(p.batchId, p.batchName),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { delivered: p.delivered, failed: p.failed },
    occurredAt: p.occurredAt,
  }),
  'presentation.delivery-failed': (p) => ({
    action: 'deck.delivery_failed',
    actor: SYSTEM,
    productsWork: true,
    // The generation event does not know the batch's name: the label stays null ("deck 3 of a batch").
    target: deckTarget(p.batchId, p.rowNumber, undefined),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { batchId: p.batchId, rowNumber: p.rowNumber },
    occurredAt: p.occurredAt,
  }),
  'presentation.decks-deleted': (p, c) => ({
    action: 'batch.decks_deleted',
    actor: p.reason === 'expired' ? SYSTEM : actorOf(c, user(p.ownerId)),
    productsWork: p.reason === 'expired',
    target: batchTarget(p.batchId, p.batchName),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { reason: p.reason },
    occurredAt: p.occurredAt,
  }),
  'presentation.deleted': (p, c) => ({
    action: 'batch.deleted',
    actor: actorOf(c, user(p.ownerId)),
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    occurredAt: p.occurredAt,
  }),
  'presentation.downloaded': (p, c) => ({
    action: 'batch.downloaded',
    actor: actorOf(c, downloader(p.via, p.ownerId)),
    target: batchTarget(p.batchId, p.batchName),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { format: p.format, via: p.via },
    occurredAt: p.occurredAt,
  }),
  'share_links.created': (p, c) => ({
    action: 'batch.links_created',
    actor: actorOf(c, user(p.ownerId)),
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { count: p.count },
    occurredAt: p.occurredAt,
  }),
  // One link is the deck's; "Revoke all" is the batch's.
  'share_links.revoked': (p, c) => ({
    action: p.rowNumber === null ? 'batch.links_revoked' : 'deck.link_revoked',
    actor: actorOf(c, user(p.ownerId)),
    target:
      p.rowNumber === null ? batchTarget(p.batchId, p.name) : deckTarget(p.batchId, p.rowNumber, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { count: p.count },
    occurredAt: p.occurredAt,
  }),
  'share_link.regenerated': (p, c) => ({
    action: 'deck.link_regenerated',
    actor: actorOf(c, user(p.ownerId)),
    target: deckTarget(p.batchId, p.rowNumber, p.name),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    occurredAt: p.occurredAt,
  }),
  'deck.downloaded': (p, c) => ({
    action: 'deck.downloaded',
    actor: actorOf(c, downloader(p.via, p.ownerId)),
    target: deckTarget(p.batchId, p.rowNumber, p.batchName),
    subjectId: p.ownerId,
    teamId: p.templateTeamId,
    details: { batchId: p.batchId, rowNumber: p.rowNumber, format: p.format, via: p.via },
    occurredAt: p.occurredAt,
  }),
  // An SSO sign-in says so; a password one keeps the details it always had (none).
  'session.signed_in': (p) => ({
    action: 'session.signed_in',
    actor: user(p.userId, p.email),
    target: { type: 'session', id: p.sessionId, label: null },
    subjectId: p.userId,
    teamId: null,
    ...(p.method === 'sso' ? { details: { method: 'sso' } } : {}),
    occurredAt: p.occurredAt,
  }),
  // Nobody is signed in yet: the actor is whoever typed the e-mail, never the request's principal.
  'session.failed_sign_in': (p) => ({
    action: 'session.failed_sign_in',
    actor: { kind: 'user', userId: p.userId, email: p.email, apiKeyId: null },
    target: { type: 'user', id: p.userId ?? p.email, label: p.email },
    subjectId: p.userId,
    teamId: null,
    details: { reason: p.reason },
    occurredAt: p.occurredAt,
    ...(p.userId ? {} : { chain: UNKNOWN_SIGN_IN_CHAIN }),
  }),
  'session.signed_out': (p, c) => ({
    action: 'session.signed_out',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'session', id: p.sessionId, label: null },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  'api_key.created': (p, c) => ({
    action: 'api_key.created',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'api_key', id: p.apiKeyId, label: p.name },
    subjectId: p.userId,
    teamId: null,
    details: { scopes: p.scopes },
    occurredAt: p.occurredAt,
  }),
  'api_key.revoked': (p, c) => ({
    action: 'api_key.revoked',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'api_key', id: p.apiKeyId, label: p.name },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  // The operator named in the payload is who acted (the admin service checked it), whatever the headers say.
  'operator.user-updated': (p) => ({
    action: 'user.updated_by_operator',
    actor: { kind: 'operator', userId: p.operatorId, email: p.operatorEmail, apiKeyId: null },
    target: { type: 'user', id: p.userId, label: p.email },
    subjectId: p.userId,
    subjectOwnsIt: true,
    teamId: null,
    details: { changes: p.changes },
    occurredAt: p.occurredAt,
  }),
  'operator.user-deleted': (p) => ({
    action: 'user.deleted_by_operator',
    actor: { kind: 'operator', userId: p.operatorId, email: p.operatorEmail, apiKeyId: null },
    target: { type: 'user', id: p.userId, label: p.email },
    subjectId: p.userId,
    subjectOwnsIt: true,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
  // An operator's Resume or Cancel of a stuck batch; the batch's tenant (its team, else its owner)
  // keeps the entry, as for an operator's change to an account.
  'operator.batch-resumed': (p) => ({
    action: 'batch.resumed_by_operator',
    actor: { kind: 'operator', userId: p.operatorId, email: p.operatorEmail, apiKeyId: null },
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    subjectOwnsIt: true,
    teamId: p.templateTeamId,
    details: { resent: p.resent },
    occurredAt: p.occurredAt,
  }),
  'operator.batch-cancelled': (p) => ({
    action: 'batch.cancelled_by_operator',
    actor: { kind: 'operator', userId: p.operatorId, email: p.operatorEmail, apiKeyId: null },
    target: batchTarget(p.batchId, p.name),
    subjectId: p.ownerId,
    subjectOwnsIt: true,
    teamId: p.templateTeamId,
    details: { rowCount: p.rowCount, rowsDone: p.rowsDone, rowsFailed: p.rowsFailed },
    occurredAt: p.occurredAt,
  }),
  'account.exported': (p, c) => ({
    action: 'account.exported',
    actor: actorOf(c, user(p.userId)),
    target: { type: 'user', id: p.userId, label: null },
    subjectId: p.userId,
    teamId: null,
    occurredAt: p.occurredAt,
  }),
} satisfies { [K in EventKey]?: Mapper<K> };

/** The events the audit trail records (system pings, usage counts, converter and mail internals it does not). */
export type AuditedEvent = keyof typeof MAPPERS;
export const AUDITED_EVENTS = Object.keys(MAPPERS) as AuditedEvent[];

/** The operator a payload names; the e-mail only when the request's own operator is that one. */
function operator(userId: string, context: Context): ActivityActor {
  const same = context?.actor?.kind === 'operator' && context.actor.userId === userId;
  return { kind: 'operator', userId, email: same ? (context.actor?.email ?? null) : null, apiKeyId: null };
}

/** The saved SSO settings; issuer, client id and whether the secret changed only when the producer sent them. */
function ssoSettingsDetails(p: EventPayload<'team.sso_configured'>): Record<string, unknown> {
  return {
    enforced: p.enforced,
    domains: p.domains,
    ...(p.issuer !== undefined ? { issuer: p.issuer } : {}),
    ...(p.clientId !== undefined ? { clientId: p.clientId } : {}),
    ...(p.secretChanged !== undefined ? { secretChanged: p.secretChanged } : {}),
  };
}

/** A signed link is used by whoever holds it: without a principal the download is not the owner's doing. */
function downloader(via: 'app' | 'api' | 'mcp' | 'signed_link', ownerId: string): ActivityActor {
  return via === 'signed_link' ? SYSTEM : user(ownerId);
}

/** One delivered event, with the request context it travelled with, as the activity it records. */
export function mapActivity<K extends AuditedEvent>(
  key: K,
  payload: EventPayload<K>,
  context: Context,
): MappedActivity {
  const mapper = MAPPERS[key] as Mapper<K>;
  return finish(mapper(payload, context), context);
}
