import type { ActivityEntry } from '@deckmill/bus-contracts';
import type { ActivityLogRow } from './activity-log-row.entity';

/** A stored row as the trail's entry (the shape that is hashed, listed and published). */
export function entryOfRow(row: ActivityLogRow): ActivityEntry {
  return {
    id: row.id,
    chain: row.chain,
    seq: row.seq,
    action: row.action,
    actor: {
      kind: row.actorKind,
      userId: row.actorUserId,
      email: row.actorEmail,
      apiKeyId: row.actorApiKeyId,
    },
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    userId: row.userId,
    teamId: row.teamId,
    origin: { ip: row.originIp, userAgent: row.originUserAgent, requestId: row.requestId },
    details: row.details,
    occurredAt: row.occurredAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    hash: row.hash,
  };
}

/** The row that stores an entry, its link to the previous one, and what it was appended from. */
export function rowOfEntry(entry: ActivityEntry, prevHash: string, sourceKey: string): ActivityLogRow {
  return {
    id: entry.id,
    chain: entry.chain,
    seq: entry.seq,
    action: entry.action,
    actorKind: entry.actor.kind,
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    actorApiKeyId: entry.actor.apiKeyId,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label,
    userId: entry.userId,
    teamId: entry.teamId,
    originIp: entry.origin.ip,
    originUserAgent: entry.origin.userAgent,
    requestId: entry.origin.requestId,
    details: entry.details,
    occurredAt: new Date(entry.occurredAt),
    recordedAt: new Date(entry.recordedAt),
    prevHash,
    hash: entry.hash,
    sourceKey,
  };
}
