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
import { ConversionEvents } from './pdf/conversion.events';
import { PdfRows } from './pdf/pdf-rows';
import { SettleConversionUseCase } from './pdf/settle-conversion.use-case';
import { RenderingEvents } from './rendering.events';
import { RowFailures } from './row-failures';
import { TemplateCache } from './template-cache';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';
import { SaveNotification } from './use-cases/finalize-batch/save-notification';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import { ResumeBatchesUseCase } from './use-cases/resume-batches/resume-batches.use-case';
import { LostWork } from './sweep/lost-work';
import { ResumeSweep } from './sweep/resume-sweep';
import { SweepLease } from './sweep/sweep-lease';

/** The workers: chunk rendering, PDF outcomes, batch completion and the resume sweep. */
@Module({
  imports: [TypeOrmModule.forFeature([Batch, BatchRow]), GenerationOutboxModule, DeliveryModule],
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
    ResumeSweep,
    RenderingEvents,
    PdfRows,
    SettleConversionUseCase,
    ConversionEvents,
    BatchImages,
    {
      provide: IMAGE_SOURCE_FACTORY,
      useFactory: (options: GenerationOptions) => options.imageSources ?? unavailableImageSources,
      inject: [GENERATION_OPTIONS],
    },
  ],
  // Preflight (issue 18) renders rows as the workers do: the same compiled templates and picture sources.
  exports: [TemplateCache, IMAGE_SOURCE_FACTORY],
})
export class RenderingModule {}
