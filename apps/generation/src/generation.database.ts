import { defineServiceDatabase } from '@deckmill/database';
import { BatchRow } from './batches/entities/batch-row.entity';
import { Batch } from './batches/entities/batch.entity';
import { GenerationCreateBatches1795260000000 } from './migrations/GenerationCreateBatches1795260000000';
import { GenerationCreateOutbox1795262554580 } from './migrations/GenerationCreateOutbox1795262554580';
import { GenerationCreateReservationIntents1795262554581 } from './migrations/GenerationCreateReservationIntents1795262554581';
import { GenerationStructuredData1795270000000 } from './migrations/GenerationStructuredData1795270000000';
import { GenerationOutputFormats1795280000000 } from './migrations/GenerationOutputFormats1795280000000';
import { GenerationIdempotencyKeys1795280000001 } from './migrations/GenerationIdempotencyKeys1795280000001';
import { GenerationDropNotificationUrl1795290000000 } from './migrations/GenerationDropNotificationUrl1795290000000';
import { GenerationRowDelivery1795300000000 } from './migrations/GenerationRowDelivery1795300000000';
import { GenerationRowNotes1795310000000 } from './migrations/GenerationRowNotes1795310000000';
import { GenerationDeliveryLedger1795320500000 } from './migrations/GenerationDeliveryLedger1795320500000';
import { GenerationCancelBatches1795325000000 } from './migrations/GenerationCancelBatches1795325000000';
import { GenerationDeckRetention1795330000000 } from './migrations/GenerationDeckRetention1795330000000';
import { GenerationSealedRowData1795340000000 } from './migrations/GenerationSealedRowData1795340000000';
import { GenerationOutboxHeaders1795422000000 } from './migrations/GenerationOutboxHeaders1795422000000';
import { GenerationSweepLeases1795610000000 } from './migrations/GenerationSweepLeases1795610000000';
import { GenerationBatchProgressTime1795720000000 } from './migrations/GenerationBatchProgressTime1795720000000';
import { GenerationOperatorResumeTime1795730000000 } from './migrations/GenerationOperatorResumeTime1795730000000';
import { GenerationDatasets1795740000000 } from './migrations/GenerationDatasets1795740000000';
import { GenerationBatchRuns1795750000000 } from './migrations/GenerationBatchRuns1795750000000';
import { GenerationShareLinks1795760000000 } from './migrations/GenerationShareLinks1795760000000';
import { GenerationLivingLinks1795778400000 } from './migrations/GenerationLivingLinks1795778400000';
import { GenerationShareLinkViews1795780000000 } from './migrations/GenerationShareLinkViews1795780000000';
import { GenerationDeckNotices1795780001500 } from './migrations/GenerationDeckNotices1795780001500';
import { GenerationOpenDeliveries1795790000000 } from './migrations/GenerationOpenDeliveries1795790000000';
import { ShareLink } from './sharing/entities/share-link.entity';
import { ShareLinkViewRecord } from './sharing/entities/share-link-view.entity';
import { ShareSettings } from './sharing/entities/share-settings.entity';
import { Dataset } from './datasets/entities/dataset.entity';
import { RowDeliveryRecord } from './delivery/entities/row-delivery.entity';
import { Notification } from './notifications/entities/notification.entity';

export const generationDatabase = defineServiceDatabase('generation', {
  entities: [
    Batch,
    BatchRow,
    Dataset,
    Notification,
    RowDeliveryRecord,
    ShareLink,
    ShareLinkViewRecord,
    ShareSettings,
  ],
  migrations: [
    GenerationCreateBatches1795260000000,
    GenerationCreateOutbox1795262554580,
    GenerationCreateReservationIntents1795262554581,
    GenerationStructuredData1795270000000,
    GenerationOutputFormats1795280000000,
    GenerationIdempotencyKeys1795280000001,
    GenerationDropNotificationUrl1795290000000,
    GenerationRowDelivery1795300000000,
    GenerationRowNotes1795310000000,
    GenerationDeliveryLedger1795320500000,
    GenerationCancelBatches1795325000000,
    GenerationDeckRetention1795330000000,
    GenerationSealedRowData1795340000000,
    GenerationOutboxHeaders1795422000000,
    GenerationSweepLeases1795610000000,
    GenerationBatchProgressTime1795720000000,
    GenerationOperatorResumeTime1795730000000,
    GenerationDatasets1795740000000,
    GenerationBatchRuns1795750000000,
    GenerationShareLinks1795760000000,
    GenerationLivingLinks1795778400000,
    GenerationShareLinkViews1795780000000,
    GenerationDeckNotices1795780001500,
    GenerationOpenDeliveries1795790000000,
  ],
});
