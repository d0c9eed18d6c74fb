import { Module } from '@nestjs/common';
import { BatchCompletionEvents } from './batch-completion.events';
import { ConversionEvents } from './pdf/conversion.events';
import { RenderBacklogWatch } from './render-backlog-watch';
import { RenderingModule } from './rendering.module';
import { ResumeSweep } from './sweep/resume-sweep';

/**
 * What finishes batches without rendering (`generation-api`, and `generation`): the finalizer, the converter's
 * outcomes, the resume sweep (one process of the fleet at a time, by its lease), and the chunk consumer's backlog
 * gauges, reported here too so they outlive the last worker.
 */
@Module({
  imports: [RenderingModule],
  providers: [BatchCompletionEvents, ConversionEvents, ResumeSweep, RenderBacklogWatch],
})
export class BatchCompletionModule {}
