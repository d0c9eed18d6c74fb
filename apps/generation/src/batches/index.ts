// What the other generation domains may use of batches: they import it from here, never from its files.
export { BatchAccess } from './batch-access';
export { BatchRepositoryModule } from './batch-repository.module';
export {
  BatchRepository,
  type DecksDeletedReason,
  type DoneDeck,
  type FailedRow,
  type MarkedDone,
  type ResumeClaim,
  type RowFailure,
  type StoredDeck,
  type StuckBatchRow,
} from './batch.repository';
export { BatchesModule } from './batches.module';
export { BatchRow } from './entities/batch-row.entity';
export { Batch } from './entities/batch.entity';
export { OwnerCancellation } from './owner-cancellation';
export { GetBatchUseCase } from './use-cases/get-batch/get-batch.use-case';
