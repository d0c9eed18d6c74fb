import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import type { Batch } from '../batches';

/**
 * The owner's changes to links, each committed with its entry for the audit trail (the outbox), which is
 * published before the answer.
 */
@Injectable()
export class LinkChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async revoke(
    batch: Batch,
    link: { id: string; rowNumber: number } | null,
    revoke: (manager: EntityManager) => Promise<number>,
  ): Promise<number> {
    const count = await this.dataSource.transaction(async (manager) => {
      const revoked = await revoke(manager);
      if (revoked > 0) {
        await this.outbox.stage(manager, {
          kind: 'event',
          key: 'share_links.revoked',
          payload: { ...facts(batch), rowNumber: link?.rowNumber ?? null, count: revoked, occurredAt: now() },
          messageId: `share_links.revoked:${batch.id}:${link?.id ?? 'all'}:${Date.now()}`,
        });
      }
      return revoked;
    });
    await this.relay.flush();
    return count;
  }

  async regenerate(
    batch: Batch,
    link: { id: string; rowNumber: number },
    replace: (manager: EntityManager) => Promise<void>,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await replace(manager);
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'share_link.regenerated',
        payload: { ...facts(batch), rowNumber: link.rowNumber, occurredAt: now() },
        messageId: `share_link.regenerated:${link.id}:${Date.now()}`,
      });
    });
    await this.relay.flush();
  }
}

const now = () => new Date().toISOString();

function facts(batch: Batch) {
  return {
    batchId: batch.id,
    ownerId: batch.ownerId,
    templateTeamId: batch.templateTeamId,
    name: batch.name,
  };
}
