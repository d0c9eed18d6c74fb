import { Module } from '@nestjs/common';
import { BatchRepositoryModule } from '../../batches';
import { BatchJobs, GenerationOutboxModule } from '../../shared';
import { BatchResumption } from './batch-resumption';

/**
 * Resuming one batch (the sweep's step), without the workers' consumers: the operators' Resume uses it from a
 * process that need not render.
 */
@Module({
  imports: [GenerationOutboxModule, BatchRepositoryModule],
  providers: [BatchResumption, BatchJobs],
  exports: [BatchResumption],
})
export class BatchResumptionModule {}
