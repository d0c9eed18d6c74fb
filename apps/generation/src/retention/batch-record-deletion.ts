import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository } from '../batches';
import { generationTables } from '../generation.tables';
import { batchDecksPrefix } from '../shared';

const { notifications } = generationTables;

/**
 * Deletes a batch and everything of it. Its objects go first (every deck and PDF under
 * `presentations/<batch>/`, the images archive; the ZIP is never stored), so a failure leaves the record to
 * retry with rather than files nobody knows about. Then one transaction deletes its notifications, any
 * reservation intent and the batch (rows, their deliveries and the idempotency key it carries go with it) and
 * stages `presentation.deleted`. The delivery ledger keeps its send slots until they age out, so deleting a
 * batch does not reset the owner's sending limit. Idempotent: the delete is conditional, the event staged once.
 */
@Injectable()
export class BatchRecordDeletion {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly batches: BatchRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async delete(
    batch: Pick<Batch, 'id' | 'ownerId' | 'templateTeamId' | 'imagesKey' | 'name'>,
  ): Promise<boolean> {
    await this.storage.deletePrefix(batchDecksPrefix(batch.id));
    if (batch.imagesKey) await this.storage.delete(batch.imagesKey);
    const deleted = await this.dataSource.transaction(async (manager) => {
      await runSql(manager, `DELETE FROM ${notifications} WHERE "batch_id" = $1`, [batch.id]);
      if (!(await this.batches.deleteRecord(manager, batch.id))) return false;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.deleted',
        payload: {
          batchId: batch.id,
          ownerId: batch.ownerId,
          templateTeamId: batch.templateTeamId,
          name: batch.name,
          occurredAt: new Date().toISOString(),
        },
        messageId: `presentation.deleted:${batch.id}`,
      });
      return true;
    });
    if (!deleted) return false;
    await this.relay.flush();
    return true;
  }
}
