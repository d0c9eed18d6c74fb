import { Module } from '@nestjs/common';
import { BatchJobs, GenerationOutboxModule } from '../../shared';
import { BatchProgress } from '../batch-progress';
import { PdfRows } from '../pdf/pdf-rows';
import { RowFailures } from '../row-failures';
import { BatchResumption } from './batch-resumption';

/**
 * Resuming one batch (the sweep's step), without the workers' consumers: the operators' Resume uses it from a
 * process that need not render.
 */
@Module({
  imports: [GenerationOutboxModule],
  providers: [BatchResumption, BatchProgress, RowFailures, BatchJobs, PdfRows],
  exports: [BatchResumption],
})
export class BatchResumptionModule {}
