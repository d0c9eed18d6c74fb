import type {
  ActivityEntryResponse,
  ActivityPageResponse,
  AuditVerificationResponse,
} from '@deckmill/api-contracts';
import type { ActivityEntry, ActivityPage, ChainVerification } from '@deckmill/bus-contracts';

export interface EntryViewOptions {
  /** Whether an answer shows each entry's chain hash (operators' view only; users have no use for it). */
  withHash: boolean;
  /**
   * Whether an operator's e-mail, IP and user agent are shown (operators' view only). Users and teams see an
   * operator's action as Deckmill support's: who at Deckmill acted, and from where, is not theirs to know.
   */
  showOperators: boolean;
}

/** An operator's entry as a customer sees it: kind `operator`, no e-mail, no origin. */
export function withoutOperatorDetails(entry: ActivityEntry): ActivityEntry {
  if (entry.actor.kind !== 'operator') return entry;
  return {
    ...entry,
    actor: { ...entry.actor, email: null },
    origin: { ip: null, userAgent: null, requestId: null },
  };
}

/** The audit trail's entry in the API's words (snake_case, origin flattened, no chain bookkeeping). */
export function activityEntryView(
  shown: ActivityEntry,
  { withHash, showOperators }: EntryViewOptions,
): ActivityEntryResponse {
  const entry = showOperators ? shown : withoutOperatorDetails(shown);
  const view: ActivityEntryResponse = {
    id: entry.id,
    action: entry.action,
    actor: {
      kind: entry.actor.kind,
      id: entry.actor.userId,
      email: entry.actor.email,
      api_key_id: entry.actor.apiKeyId,
    },
    target: { type: entry.target.type, id: entry.target.id, label: entry.target.label },
    team_id: entry.teamId,
    ip: entry.origin.ip,
    user_agent: entry.origin.userAgent,
    request_id: entry.origin.requestId,
    details: entry.details,
    occurred_at: entry.occurredAt,
  };
  return withHash ? { ...view, hash: entry.hash } : view;
}

export function activityPageView(page: ActivityPage, options: EntryViewOptions): ActivityPageResponse {
  return {
    entries: page.entries.map((entry) => activityEntryView(entry, options)),
    next_cursor: page.nextCursor,
  };
}

export function verificationView(result: ChainVerification): AuditVerificationResponse {
  const broken = result.firstBroken;
  return {
    ok: result.ok,
    chains: result.chains,
    entries: result.entries,
    first_broken: broken && {
      chain: broken.chain,
      seq: broken.seq,
      entry_id: broken.entryId,
      reason: broken.reason,
    },
  };
}
