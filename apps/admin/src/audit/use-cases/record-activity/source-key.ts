import { createHash } from 'node:crypto';
import { canonicalJson } from '../../chain/entry-hash';

/**
 * What makes one delivered event one entry: its subject and message id (the outbox relay's stable id of the
 * fact), or, for a message published without one, a digest of its subject and payload (every payload carries
 * its `occurredAt`, so two real events do not collide).
 */
export function sourceKeyOf(delivery: {
  readonly subject: string;
  readonly messageId?: string;
  readonly data: unknown;
}): string {
  if (delivery.messageId) return `${delivery.subject}#${delivery.messageId}`;
  const digest = createHash('sha256').update(canonicalJson(delivery.data)).digest('hex');
  return `${delivery.subject}#sha256:${digest}`;
}
