import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import type { Batch } from '../batches';
import { DECKS_DELETED_DETAIL } from '../delivery';
import { generationTables } from '../generation.tables';
import { batchDecksPrefix } from '../shared';

const { batches, batch_rows: rows, row_deliveries: deliveries } = generationTables;

export type DecksDeletedReason = 'requested' | 'expired';

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
      const claimed = await runSql<{ decks_deleted_at: Date }>(
        manager,
        `UPDATE ${batches}
            SET "decks_deleted_at" = now(), "decks_deleted_reason" = $2, "images_key" = NULL
          WHERE "id" = $1 AND "decks_deleted_at" IS NULL
          RETURNING "decks_deleted_at"`,
        [batch.id, reason],
      );
      const row = claimed.rows[0];
      if (!row) return false;
      await runSql(
        manager,
        `UPDATE ${rows}
            SET "output_key" = NULL, "size_bytes" = NULL, "pdf_key" = NULL, "pdf_size_bytes" = NULL
          WHERE "batch_id" = $1`,
        [batch.id],
      );
      // A mail not yet handed to the mail service would go out without its deck: it is skipped, saying why.
      await runSql(
        manager,
        `UPDATE ${deliveries} SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
          WHERE "batch_id" = $1 AND "staged_at" IS NULL AND "status" IN ('waiting', 'queued')`,
        [batch.id, DECKS_DELETED_DETAIL],
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
          occurredAt: new Date(row.decks_deleted_at).toISOString(),
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
