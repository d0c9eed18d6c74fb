import { Module } from '@nestjs/common';
import { BatchesModule, BatchRepositoryModule } from '../batches';
import { BatchResumptionModule } from '../rendering';
import { BatchDeadLetters } from './batch-dead-letters';
import { GenerationAdminRpcController } from './generation-admin.rpc-controller';
import { AdminGetPresentationUseCase } from './use-cases/get-presentation/get-presentation.use-case';
import { AdminListPresentationsUseCase } from './use-cases/list-presentations/list-presentations.use-case';
import { AdminPresentationStatsUseCase } from './use-cases/presentation-stats/presentation-stats.use-case';
import { AdminUserCountsUseCase } from './use-cases/user-counts/user-counts.use-case';
import { AdminCancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { AdminListStuckBatchesUseCase } from './use-cases/list-stuck-batches/list-stuck-batches.use-case';
import { AdminResumeBatchUseCase } from './use-cases/resume-batch/resume-batch.use-case';

/**
 * Queries over every presentation for the admin service, and the operators' stuck-batch list with its two
 * actions (Resume: the sweep's step for one batch; Cancel: the owner's cancellation).
 */
@Module({
  imports: [BatchRepositoryModule, BatchResumptionModule, BatchesModule],
  controllers: [GenerationAdminRpcController],
  providers: [
    AdminPresentationStatsUseCase,
    AdminListPresentationsUseCase,
    AdminGetPresentationUseCase,
    AdminUserCountsUseCase,
    BatchDeadLetters,
    AdminListStuckBatchesUseCase,
    AdminResumeBatchUseCase,
    AdminCancelBatchUseCase,
  ],
})
export class GenerationAdminModule {}
