import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxMessage } from '../outbox/outbox-message';
import { OutboxWriter } from '../outbox/outbox-writer';
import { outboxEntry, type OutboxEntry } from './outbox-entry';

/**
 * A writer that stages for real, records whether the row is visible inside the transaction and from outside
 * it (through `pool`), and then fails: the process dying between staging and commit.
 */
export class CrashAfterStaging extends OutboxWriter {
  readonly seen: { inside: OutboxEntry | null; outside: OutboxEntry | null }[] = [];

  constructor(
    private readonly service: string,
    private readonly pool: DataSource,
  ) {
    super(service);
  }

  override async stage(manager: EntityManager, message: OutboxMessage): Promise<void> {
    await super.stage(manager, message);
    this.seen.push({
      inside: await outboxEntry(manager, this.service, message.messageId),
      outside: await outboxEntry(this.pool, this.service, message.messageId),
    });
    throw new Error('crashed after staging');
  }
}
