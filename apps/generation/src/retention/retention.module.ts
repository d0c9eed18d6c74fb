import { Module } from '@nestjs/common';
import { BatchAccess, BatchRepositoryModule, GetBatchUseCase } from '../batches';
import { DatasetStoreModule } from '../datasets';
import { DeliveryModule } from '../delivery';
import { DeckRetention, GenerationOutboxModule } from '../shared';
import { BatchDecksDeletion } from './batch-decks-deletion';
import { BatchRecordDeletion } from './batch-record-deletion';
import { RetentionRpcController } from './retention.rpc-controller';
import { RetentionSweep } from './retention-sweep';
import { DeleteBatchUseCase } from './use-cases/delete-batch/delete-batch.use-case';
import { DeleteDecksUseCase } from './use-cases/delete-decks/delete-decks.use-case';
import { SealPlainRowsUseCase } from './use-cases/seal-plain-rows/seal-plain-rows.use-case';
import { SweepExpiredDecksUseCase } from './use-cases/sweep-expired-decks/sweep-expired-decks.use-case';
import { SweepOrphanUploadsUseCase } from './use-cases/sweep-orphan-uploads/sweep-orphan-uploads.use-case';

/**
 * Data kept only as long as needed. Finished batches' decks expire after their plan's days (or go
 * at the owner's request) and stray uploads are swept; the batch and its rows stay until the batch or the
 * account is deleted: the owner's "Delete presentation" here, the account's in the batches module.
 * See docs/data-retention.md.
 */
@Module({
  imports: [BatchRepositoryModule, DatasetStoreModule, GenerationOutboxModule, DeliveryModule],
  controllers: [RetentionRpcController],
  providers: [
    BatchAccess,
    GetBatchUseCase,
    DeckRetention,
    BatchDecksDeletion,
    DeleteDecksUseCase,
    BatchRecordDeletion,
    DeleteBatchUseCase,
    SweepExpiredDecksUseCase,
    SweepOrphanUploadsUseCase,
    SealPlainRowsUseCase,
    RetentionSweep,
  ],
})
export class RetentionModule {}
