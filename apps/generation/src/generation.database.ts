import { defineServiceDatabase } from '@deckmill/database';
import { BatchRow } from './batches/entities/batch-row.entity';
import { Batch } from './batches/entities/batch.entity';
import { GenerationCreateBatches1795260000000 } from './migrations/GenerationCreateBatches1795260000000';
import { Notification } from './notifications/entities/notification.entity';

export const generationDatabase = defineServiceDatabase('generation', {
  entities: [Batch, BatchRow, Notification],
  migrations: [GenerationCreateBatches1795260000000],
});
