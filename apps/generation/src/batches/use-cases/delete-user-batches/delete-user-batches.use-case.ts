import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DatasetRepository, DatasetStore } from '../../../datasets';
import { batchDecksPrefix } from '../../../shared';
import { NotificationRepository } from '../../../notifications';
import { BatchRepository } from '../../batch.repository';
import type { Batch } from '../../entities/batch.entity';

/** `user.deleted`'s user, and what extends the event's ack deadline while the account's batches go. */
export interface DeleteUserBatchesInput extends Pick<EventPayload<'user.deleted'>, 'userId'> {
  /**
   * Called after each step of each batch (the event handler extends its ack deadline with it: an account may
   * have many batches, each with many decks).
   */
  readonly working?: () => void;
}

/**
 * A deleted account takes its batches with it: pending reservation intents, then batch by batch its decks in
 * storage, its images archive, its notifications and its record (rows cascade), then the decks once more, and then its datasets (a worker that was
 * rendering a row of the batch may have stored its deck in between; it finds the batch gone afterwards).
 * Each batch is done completely before the next, so what a failed delivery finished stays finished and the
 * redelivered event carries on with the rest; within a batch the decks go first, so a failure leaves the
 * record to retry with rather than files nobody knows about. Idempotent: a second `user.deleted` finds
 * nothing left.
 */
@Injectable()
export class DeleteUserBatchesUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly batches: BatchRepository,
    private readonly notifications: NotificationRepository,
    private readonly datasets: DatasetRepository,
    private readonly datasetStore: DatasetStore,
  ) {}

  /** Returns how many batches were deleted. */
  async execute(input: DeleteUserBatchesInput): Promise<number> {
    const { userId, working = () => undefined } = input;
    // First, and on its own: a create in flight holds its intent's row lock until the transaction that
    // stores its batch commits, so this waits for it, and the batch query below (READ COMMITTED, a fresh
    // snapshot per statement) sees that batch. Deleting batches first could miss it and leave it for ever.
    await this.batches.forgetUserReservations(userId);
    const owned = await this.batches.ownedForDeletion(userId);
    for (const batch of owned) {
      await this.deleteBatch(batch, working);
    }
    // Notifications of batches deleted by an earlier, interrupted delivery are gone with their batch already;
    // this catches any left without one.
    await this.notifications.deleteOfUser(userId);
    // The account's datasets, record then sealed contents, each on its own as batches are.
    for (const dataset of await this.datasets.ownedBy(userId)) {
      await this.datasetStore.delete(dataset, 'account_deleted');
      working();
    }
    return owned.length;
  }

  private async deleteBatch(
    { id: batchId, imagesKey }: Pick<Batch, 'id' | 'imagesKey'>,
    working: () => void,
  ): Promise<void> {
    await this.storage.deletePrefix(batchDecksPrefix(batchId));
    // The batch's images archive goes with it (before the record, which is what remembers it).
    if (imagesKey) await this.storage.delete(imagesKey);
    working();
    await this.dataSource.transaction(async (manager) => {
      await this.notifications.deleteOfBatch(manager, batchId);
      await this.batches.delete(manager, batchId);
    });
    working();
    await this.storage.deletePrefix(batchDecksPrefix(batchId));
    working();
  }
}
