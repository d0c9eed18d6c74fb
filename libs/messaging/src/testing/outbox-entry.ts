import type { DataSource, EntityManager } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { outboxTable } from '../outbox/outbox-table';

/** What an integration test checks of an outbox row. */
export interface OutboxEntry {
  kind: string;
  key: string;
  published: boolean;
}

/**
 * The row of `messageId` in `service`'s outbox as `reader` (the pool, or a transaction) sees it; null when
 * there is none.
 */
export async function outboxEntry(
  reader: DataSource | EntityManager,
  service: string,
  messageId: string,
): Promise<OutboxEntry | null> {
  const rows = await selectRows<OutboxEntry>(
    reader,
    `SELECT kind, key, published_at IS NOT NULL AS published FROM ${outboxTable(service)} WHERE message_id = $1`,
    [messageId],
  );
  return rows[0] ?? null;
}
