import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeliveryModule } from '../delivery/delivery.module';
import { BatchRow } from '../batches/entities/batch-row.entity';
import { BatchCancellation } from '../batches/batch-cancellation';
import { BatchRepository } from '../batches/batch.repository';
import { Batch } from '../batches/entities/batch.entity';
import { NotificationRepository } from '../notifications/notification.repository';
import { BatchJobs } from '../shared/batch-jobs';
import { GenerationOutboxModule } from '../shared/generation-outbox.module';
import { DeckRetention } from '../shared/deck-retention';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { BatchProgress } from './batch-progress';
import { BatchImages } from './images/batch-images';
import { IMAGE_SOURCE_FACTORY, unavailableImageSources } from './images/image-source-factory';
import { PdfRows } from './pdf/pdf-rows';
import { SettleConversionUseCase } from './pdf/settle-conversion.use-case';
import { RowFailures } from './row-failures';
import { TemplateCache } from './template-cache';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';
import { SaveNotification } from './use-cases/finalize-batch/save-notification';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import { ResumeBatchesUseCase } from './use-cases/resume-batches/resume-batches.use-case';
import { BatchResumptionModule } from './sweep/batch-resumption.module';
import { LostWork } from './sweep/lost-work';
import { SweepLease } from './sweep/sweep-lease';

/**
 * Rendering's building blocks: chunk rendering, PDF outcomes, batch completion and the resume sweep's use cases.
 * Nothing here consumes or runs on a timer: RenderWorkerModule (the chunk consumer) and BatchCompletionModule
 * (finalizer, conversion outcomes, resume sweep) do, in the processes of their part.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Batch, BatchRow]),
    GenerationOutboxModule,
    DeliveryModule,
    BatchResumptionModule,
  ],
  providers: [
    BatchJobs,
    BatchCancellation,
    BatchProgress,
    RowFailures,
    BatchRepository,
    NotificationRepository,
    DeckRetention,
    TemplateCache,
    RenderChunkUseCase,
    FinalizeBatchUseCase,
    SaveNotification,
    ResumeBatchesUseCase,
    SweepLease,
    LostWork,
    PdfRows,
    SettleConversionUseCase,
    BatchImages,
    {
      provide: IMAGE_SOURCE_FACTORY,
      useFactory: (options: GenerationOptions) => options.imageSources ?? unavailableImageSources,
      inject: [GENERATION_OPTIONS],
    },
  ],
  exports: [
    // Preflight renders rows as the workers do: the same compiled templates and picture sources.
    TemplateCache,
    IMAGE_SOURCE_FACTORY,
    // What the consumer modules of each part run.
    RenderChunkUseCase,
    FinalizeBatchUseCase,
    SettleConversionUseCase,
    SweepLease,
    ResumeBatchesUseCase,
  ],
})
export class RenderingModule {}
