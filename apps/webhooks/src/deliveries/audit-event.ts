import type { ActivityEntry } from '@deckmill/bus-contracts';
import type { EndpointOwner } from '../endpoints';
import type { OutgoingEvent, PublicEventType } from './public-event';

/** The subscription that streams the audit trail: one event type covers every `audit.<action>`. */
export const AUDIT_SUBSCRIPTION = 'audit.*';

/** An audit entry as a SIEM receives it (docs/webhooks.md): the entry's public fields, snake_case. */
export interface PublicAuditEntry {
  id: string;
  action: string;
  chain: string;
  seq: number;
  actor: { kind: string; user_id: string | null; email: string | null; api_key_id: string | null };
  target: { type: string; id: string; label: string | null };
  user_id: string | null;
  team_id: number | null;
  origin: { ip: string | null; user_agent: string | null; request_id: string | null };
  details: Record<string, unknown>;
  occurred_at: string;
  recorded_at: string;
  hash: string;
}

/**
 * Whose endpoints hear an entry: its chain's tenant (`user:<id>` or `team:<id>`), never anyone else. An
 * unknown chain form is nobody's, so a new kind of chain cannot leak to a tenant by accident.
 */
export function auditTenant(chain: string): EndpointOwner | null {
  const user = /^user:([0-9a-f-]{36})$/i.exec(chain);
  if (user) return { kind: 'user', userId: user[1].toLowerCase() };
  const team = /^team:([1-9]\d*)$/.exec(chain);
  if (team) return { kind: 'team', teamId: Number(team[1]) };
  return null;
}

/**
 * An entry in the SIEM's shape. An operator's e-mail, IP and user agent never reach a tenant: the entry says
 * an operator (Deckmill support) acted, and `hash` still covers what was recorded (docs/webhooks.md).
 */
export function publicAuditEntry(entry: ActivityEntry): PublicAuditEntry {
  const operator = entry.actor.kind === 'operator';
  return {
    id: entry.id,
    action: entry.action,
    chain: entry.chain,
    seq: entry.seq,
    actor: {
      kind: entry.actor.kind,
      user_id: entry.actor.userId,
      email: operator ? null : entry.actor.email,
      api_key_id: entry.actor.apiKeyId,
    },
    target: { type: entry.target.type, id: entry.target.id, label: entry.target.label },
    user_id: entry.userId,
    team_id: entry.teamId,
    origin: operator
      ? { ip: null, user_agent: null, request_id: null }
      : { ip: entry.origin.ip, user_agent: entry.origin.userAgent, request_id: entry.origin.requestId },
    details: entry.details,
    occurred_at: entry.occurredAt,
    recorded_at: entry.recordedAt,
    hash: entry.hash,
  };
}

/**
 * `audit.<action>` for one entry. The id derives from the entry's, so a redelivered `audit.recorded` is not a
 * second webhook; `created` is when the action happened.
 */
export function auditEvent(entry: ActivityEntry): OutgoingEvent {
  const eventId = `evt_${entry.id.replace(/-/g, '')}`;
  const type: PublicEventType = `audit.${entry.action}`;
  const body = {
    id: eventId,
    type,
    created: Math.floor(new Date(entry.occurredAt).getTime() / 1000),
    data: { entry: publicAuditEntry(entry) },
  };
  return { eventId, eventType: type, body: JSON.stringify(body) };
}
