import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { contextHeaders } from '../context/request-context';
import { encodePayload, resolveEvent, resolveJob } from '../core/contracts';
import type { OutboxMessage } from './outbox-message';
import { outboxTable } from './outbox-table';

/**
 * Stages messages in the calling service's outbox inside the caller's transaction, so a message exists
 * exactly when the state change it describes committed. The payload is validated against its contract now:
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
    const resolved = message.kind === 'event' ? resolveEvent(message.key) : resolveJob(message.key);
    const json = encodePayload(resolved, message.payload);
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
}
