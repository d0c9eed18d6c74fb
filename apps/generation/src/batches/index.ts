// What the other generation domains may use of batches: they import it from here, never from its files.
export { BatchAccess } from './batch-access';
export { BatchCancellation } from './batch-cancellation';
export { BatchRepository } from './batch.repository';
export { BatchesModule } from './batches.module';
export { BatchRow } from './entities/batch-row.entity';
export { Batch } from './entities/batch.entity';
export { CancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
export { GetBatchUseCase } from './use-cases/get-batch/get-batch.use-case';
