import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { contextHeaders } from '../context/request-context';
import { encodePayload, resolveEvent, resolveJob } from '../core/contracts';
import type { OutboxMessage } from './outbox-message';
import { outboxTable } from './outbox-table';

/**
 * Stages messages in the calling service's outbox inside the caller's transaction, so a message exists
 * exactly when the state change it describes committed (a staging that is the whole change, such as drawing
 * ahead's, is one statement on its own). The payload is validated against its contract now:
 * a bad payload throws InvalidMessageError and rolls the whole change back, instead of blocking the relay.
 * The request context's headers are stored with it: the relay may publish it later, from another request or
 * from its interval, and the message must still say who did it and from where.
 */
export class OutboxWriter {
  private readonly table: string;

  constructor(service: string) {
    this.table = outboxTable(service);
  }

  async stage(manager: EntityManager, message: OutboxMessage): Promise<void> {
    const json = encoded(message);
    const headers = contextHeaders();
    // The same fact staged twice (a retried use case) is one message, as on the bus.
    await runSql(
      manager,
      `INSERT INTO ${this.table} (message_id, kind, key, payload, headers, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, now()) ON CONFLICT (message_id) DO NOTHING`,
      [
        message.messageId,
        message.kind,
        message.key,
        json,
        Object.keys(headers).length > 0 ? JSON.stringify(headers) : null,
      ],
    );
  }

  /**
   * Stages many messages in one statement: a 10,000-row batch's 250 chunk jobs staged one INSERT each held the
   * embedded database's one connection for about 250 round trips.
   */
  async stageMany(manager: EntityManager, messages: readonly OutboxMessage[]): Promise<void> {
    if (messages.length === 0) return;
    const headers = contextHeaders();
    await runSql(
      manager,
      `INSERT INTO ${this.table} (message_id, kind, key, payload, headers, created_at)
       SELECT m.message_id, m.kind, m.key, m.payload::jsonb, $5::jsonb, now()
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY
         AS m(message_id, kind, key, payload, position)
       ORDER BY m.position
       ON CONFLICT (message_id) DO NOTHING`,
      [
        messages.map((message) => message.messageId),
        messages.map((message) => message.kind),
        messages.map((message) => message.key),
        messages.map(encoded),
        Object.keys(headers).length > 0 ? JSON.stringify(headers) : null,
      ],
    );
  }
}

/** The message's payload as JSON, validated against its contract (InvalidMessageError when it breaks it). */
function encoded(message: OutboxMessage): string {
  const resolved = message.kind === 'event' ? resolveEvent(message.key) : resolveJob(message.key);
  return encodePayload(resolved, message.payload);
}
