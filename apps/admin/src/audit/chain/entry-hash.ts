import { createHash } from 'node:crypto';
import type { ActivityEntry } from '@deckmill/bus-contracts';

/** The previous hash of a chain's first entry (docs/audit.md). */
export const GENESIS_HASH = '0'.repeat(64);

/** What the hash covers: every field of an entry except the hash itself. */
export type HashedFields = Omit<ActivityEntry, 'hash'>;

/**
 * JSON with object keys sorted (by UTF-16 code unit, recursively), no whitespace, `undefined` members left out:
 * the same entry always gives the same text, whatever order its fields were built or read back in (jsonb
 * reorders keys).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const members = Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
  return `{${members.join(',')}}`;
}

/** The canonical text of an entry's fields; only the fields of HashedFields count, extra properties do not. */
export function canonicalEntry(entry: HashedFields): string {
  const fields: HashedFields = {
    id: entry.id,
    chain: entry.chain,
    seq: entry.seq,
    action: entry.action,
    actor: {
      kind: entry.actor.kind,
      userId: entry.actor.userId,
      email: entry.actor.email,
      apiKeyId: entry.actor.apiKeyId,
    },
    target: { type: entry.target.type, id: entry.target.id, label: entry.target.label },
    userId: entry.userId,
    teamId: entry.teamId,
    origin: {
      ip: entry.origin.ip,
      userAgent: entry.origin.userAgent,
      requestId: entry.origin.requestId,
    },
    details: entry.details,
    occurredAt: entry.occurredAt,
    recordedAt: entry.recordedAt,
  };
  return canonicalJson(fields);
}

/** `sha256(prevHash || canonical JSON)`, both as UTF-8, in lowercase hex. */
export function entryHash(prevHash: string, entry: HashedFields): string {
  return createHash('sha256').update(prevHash, 'utf8').update(canonicalEntry(entry), 'utf8').digest('hex');
}
