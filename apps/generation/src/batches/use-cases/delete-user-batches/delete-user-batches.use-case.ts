import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, Repository } from 'typeorm';
import { InjectDataSource, InjectRepository, quoteIdent, serviceSchema } from '@deckmill/database';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { batchDecksPrefix } from '../../../rendering/use-cases/render-chunk/render-row';
import { Batch } from '../../entities/batch.entity';
import { ReservationIntents } from '../../reservation-intents';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A deleted account takes its batches with it: decks in storage, batches, rows, notifications and pending
 * reservation intents. The decks go first, so a failure part-way leaves the records to retry with (the event is
 * redelivered) rather than files nobody knows about; they go again after the records, because a worker that
 * was rendering a row of such a batch may have stored its deck in between (it finds the batch gone afterwards).
 * Idempotent: a second `user.deleted` finds nothing left.
 */
@Injectable()
export class DeleteUserBatchesUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly intents: ReservationIntents,
  ) {}

  /** Returns how many batches were deleted. */
  async execute(userId: string): Promise<number> {
    const owned = await this.batches.find({ select: { id: true }, where: { ownerId: userId } });
    const ids = owned.map((batch) => batch.id);
    await this.deleteDecks(ids);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM ${schema}."notifications" WHERE "user_id" = $1`, [userId]);
      // Rows go with their batch (ON DELETE CASCADE).
      await manager.query(`DELETE FROM ${schema}."batches" WHERE "owner_id" = $1`, [userId]);
      await this.intents.forgetUser(manager, userId);
    });
    await this.deleteDecks(ids);
    return ids.length;
  }

  private async deleteDecks(batchIds: readonly string[]): Promise<void> {
    for (const batchId of batchIds) await this.storage.deletePrefix(batchDecksPrefix(batchId));
  }
}
