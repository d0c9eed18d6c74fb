import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { StuckBatchesRpcController } from './stuck-batches.rpc-controller';
import { CancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { ListStuckBatchesUseCase } from './use-cases/list-stuck-batches/list-stuck-batches.use-case';
import { ResumeBatchUseCase } from './use-cases/resume-batch/resume-batch.use-case';

/** The operators' stuck-batch list, Resume and Cancel (generation acts; this adds e-mails and audit). */
@Module({
  imports: [AdminSharedModule],
  controllers: [StuckBatchesRpcController],
  providers: [ListStuckBatchesUseCase, ResumeBatchUseCase, CancelBatchUseCase],
})
export class StuckBatchesModule {}
