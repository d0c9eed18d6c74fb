import { Module } from '@nestjs/common';
import { DatasetStoreModule } from '../datasets';
import { DeliveryModule } from '../delivery';
import { BatchAccess } from './batch-access';
import { OwnerCancellation } from './owner-cancellation';
import { BatchJobs, DeckRetention, GenerationOutboxModule, RenderInputsModule } from '../shared';
import { NotificationRepository } from '../notifications';
import { ShareLinkIssuerModule } from '../share-link-issuing';
import { BatchRepositoryModule } from './batch-repository.module';
import { BatchesEvents } from './batches.events';
import { BatchesRpcController } from './batches.rpc-controller';
import { ReservationSweep } from './reservation-sweep';
import { BatchDecksUseCase } from './use-cases/batch-decks/batch-decks.use-case';
import { CancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { CreateBatchUseCase } from './use-cases/create-batch/create-batch.use-case';
import { DeleteUserBatchesUseCase } from './use-cases/delete-user-batches/delete-user-batches.use-case';
import { GetBatchUseCase } from './use-cases/get-batch/get-batch.use-case';
import { GetProgressUseCase } from './use-cases/get-progress/get-progress.use-case';
import { ListBatchesAfterUseCase } from './use-cases/list-batches-after/list-batches-after.use-case';
import { ListBatchesUseCase } from './use-cases/list-batches/list-batches.use-case';
import { PreflightBatchUseCase } from './use-cases/preflight-batch/preflight-batch.use-case';
import { PreflightGate } from './use-cases/preflight-batch/preflight-gate';
import { ReleaseAbandonedReservationsUseCase } from './use-cases/release-abandoned-reservations/release-abandoned-reservations.use-case';
import { RowFileUseCase } from './use-cases/row-file/row-file.use-case';
import { RunAgainUseCase } from './use-cases/run-again/run-again.use-case';
import { ExportRowsUseCase } from './use-cases/export-rows/export-rows.use-case';
import { ListOwnedBatchesUseCase } from './use-cases/list-owned-batches/list-owned-batches.use-case';
import { ZipEntriesUseCase } from './use-cases/zip-entries/zip-entries.use-case';

/**
 * Creating batches (and preflighting them, with the compiled templates and picture sources rendering uses), with the sweep that releases reservations of batches never stored), reading them and their
 * files for the people allowed to, cancelling a running one, and deleting a deleted account's batches.
 */
@Module({
  imports: [
    BatchRepositoryModule,
    DatasetStoreModule,
    GenerationOutboxModule,
    DeliveryModule,
    RenderInputsModule,
    ShareLinkIssuerModule,
  ],
  controllers: [BatchesRpcController],
  providers: [
    BatchAccess,
    OwnerCancellation,
    BatchJobs,
    NotificationRepository,
    DeckRetention,
    CreateBatchUseCase,
    RunAgainUseCase,
    PreflightBatchUseCase,
    PreflightGate,
    ListBatchesUseCase,
    ListBatchesAfterUseCase,
    GetBatchUseCase,
    GetProgressUseCase,
    CancelBatchUseCase,
    RowFileUseCase,
    ZipEntriesUseCase,
    ListOwnedBatchesUseCase,
    BatchDecksUseCase,
    ExportRowsUseCase,
    ReleaseAbandonedReservationsUseCase,
    ReservationSweep,
    DeleteUserBatchesUseCase,
    BatchesEvents,
  ],
  // The operators' Cancel (the admin module) goes through the owner's use case.
  exports: [OwnerCancellation],
})
export class BatchesModule {}
