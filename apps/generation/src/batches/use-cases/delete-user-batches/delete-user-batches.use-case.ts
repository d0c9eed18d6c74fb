import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { batchDecksPrefix } from '../../../shared';
import { NotificationRepository } from '../../../notifications';
import { BatchRepository } from '../../batch.repository';
import { Batch } from '../../entities/batch.entity';
import { ReservationIntents } from '../../reservation-intents';

/**
 * A deleted account takes its batches with it: pending reservation intents, then batch by batch its decks in
 * storage, its images archive, its notifications and its record (rows cascade), then the decks once more (a worker that was
 * rendering a row of the batch may have stored its deck in between; it finds the batch gone afterwards).
 * Each batch is done completely before the next, so what a failed delivery finished stays finished and the
 * redelivered event carries on with the rest; within a batch the decks go first, so a failure leaves the
 * record to retry with rather than files nobody knows about. Idempotent: a second `user.deleted` finds
 * nothing left.
 */
@Injectable()
export class DeleteUserBatchesUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly intents: ReservationIntents,
    private readonly batchRecords: BatchRepository,
    private readonly notifications: NotificationRepository,
  ) {}

  /**
   * Returns how many batches were deleted. `working` is called after each step of each batch (the event
   * handler extends its ack deadline with it: an account may have many batches, each with many decks).
   */
  async execute(userId: string, working: () => void = () => undefined): Promise<number> {
    // First, and on its own: a create in flight holds its intent's row lock until the transaction that
    // stores its batch commits, so this waits for it, and the batch query below (READ COMMITTED, a fresh
    // snapshot per statement) sees that batch. Deleting batches first could miss it and leave it for ever.
    await this.intents.forgetUser(this.dataSource.manager, userId);
    const owned = await this.batches.find({
      select: { id: true, imagesKey: true },
      where: { ownerId: userId },
    });
    for (const batch of owned) {
      await this.deleteBatch(batch, working);
    }
    // Notifications of batches deleted by an earlier, interrupted delivery are gone with their batch already;
    // this catches any left without one.
    await this.notifications.deleteOfUser(userId);
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
      await this.batchRecords.delete(manager, batchId);
    });
    working();
    await this.storage.deletePrefix(batchDecksPrefix(batchId));
    working();
  }
}
