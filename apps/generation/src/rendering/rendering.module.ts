import { Module } from '@nestjs/common';
import { DeliveryModule } from '../delivery';
import { BatchRepositoryModule } from '../batches';
import { NotificationRepository } from '../notifications';
import { ShareLinkIssuerModule } from '../share-link-issuing';
import { BatchJobs, DeckRetention, GenerationOutboxModule, RenderInputsModule } from '../shared';
import { BatchImages } from './images/batch-images';
import { PdfRows } from './pdf/pdf-rows';
import { SettleConversionUseCase } from './pdf/settle-conversion.use-case';
import { RowFailures } from './row-failures';
import { FinalizeBatchUseCase } from './use-cases/finalize-batch/finalize-batch.use-case';
import { SaveNotification } from './use-cases/finalize-batch/save-notification';
import { ChunkFailures } from './use-cases/render-chunk/chunk-failures';
import { DeckSettlement } from './use-cases/render-chunk/deck-settlement';
import { RenderChunkUseCase } from './use-cases/render-chunk/render-chunk.use-case';
import { RowLanes } from './use-cases/render-chunk/row-lanes';
import { RowRenderer } from './threads/row-renderer';
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
    BatchRepositoryModule,
    GenerationOutboxModule,
    DeliveryModule,
    BatchResumptionModule,
    RenderInputsModule,
    ShareLinkIssuerModule,
  ],
  providers: [
    BatchJobs,
    RowFailures,
    NotificationRepository,
    DeckRetention,
    RenderChunkUseCase,
    RowLanes,
    RowRenderer,
    DeckSettlement,
    ChunkFailures,
    FinalizeBatchUseCase,
    SaveNotification,
    ResumeBatchesUseCase,
    SweepLease,
    LostWork,
    PdfRows,
    SettleConversionUseCase,
    BatchImages,
  ],
  exports: [
    // What the consumer modules of each part run.
    RenderChunkUseCase,
    FinalizeBatchUseCase,
    SettleConversionUseCase,
    SweepLease,
    ResumeBatchesUseCase,
  ],
})
export class RenderingModule {}
