import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository, type DecksDeletedReason } from '../batches';
import { DECKS_DELETED_DETAIL } from '../delivery';
import { generationTables } from '../generation.tables';
import { batchDecksPrefix } from '../shared';

const {
  row_deliveries: deliveries,
  share_link_views: views,
  share_link_passes: passes,
  share_links: links,
  notifications,
} = generationTables;

/**
 * Deletes a finished batch's decks, PDFs and images archive from storage, then in one transaction
 * marks the batch's decks deleted, forgets the rows' file keys, skips its mails not yet staged and stages `presentation.decks-deleted`. The
 * files go first, so a failure leaves a batch still marked as having decks (the sweep or the owner tries
 * again) rather than a record that lies about files left behind. Idempotent: the mark is conditional, so the
 * event is staged once; a second call deletes nothing and says false.
 */
@Injectable()
export class BatchDecksDeletion {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly batches: BatchRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async delete(
    batch: Pick<Batch, 'id' | 'ownerId' | 'templateTeamId' | 'imagesKey' | 'name'>,
    reason: DecksDeletedReason,
  ): Promise<boolean> {
    await this.storage.deletePrefix(batchDecksPrefix(batch.id));
    if (batch.imagesKey) await this.storage.delete(batch.imagesKey);
    const marked = await this.dataSource.transaction(async (manager) => {
      const deletedAt = await this.batches.markDecksDeleted(manager, batch.id, reason);
      if (!deletedAt) return false;
      // A mail not yet handed to the mail service would go out without its deck: it is skipped, saying why.
      await runSql(
        manager,
        `UPDATE ${deliveries} SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
          WHERE "batch_id" = $1 AND "staged_at" IS NULL AND "status" IN ('waiting', 'queued')`,
        [batch.id, DECKS_DELETED_DETAIL],
      );
      // What viewers did is kept as long as the decks they looked at (docs/sharing.md): the views, addresses
      // typed at the gate and the notices naming them go with them; the links stay, answering 410.
      await runSql(manager, `DELETE FROM ${views} WHERE "batch_id" = $1`, [batch.id]);
      await runSql(
        manager,
        `DELETE FROM ${notifications} WHERE "batch_id" = $1 AND "kind" = 'presentation.deck-viewed'`,
        [batch.id],
      );
      await runSql(
        manager,
        `DELETE FROM ${passes} WHERE "link_id" IN (SELECT "id" FROM ${links} WHERE "batch_id" = $1)`,
        [batch.id],
      );
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.decks-deleted',
        payload: {
          batchId: batch.id,
          ownerId: batch.ownerId,
          templateTeamId: batch.templateTeamId,
          batchName: batch.name,
          reason,
          occurredAt: deletedAt.toISOString(),
        },
        messageId: `presentation.decks-deleted:${batch.id}`,
      });
      return true;
    });
    if (!marked) return false;
    await this.relay.flush();
    // A worker finishing a row of a just-cancelled batch may have stored its deck in between.
    await this.storage.deletePrefix(batchDecksPrefix(batch.id));
    return true;
  }
}
