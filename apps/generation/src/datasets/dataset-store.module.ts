import { Module } from '@nestjs/common';
import { DeckRetention, GenerationOutboxModule } from '../shared';
import { DatasetRepository } from './dataset.repository';
import { DatasetStore } from './dataset-store';
import { SweepExpiredDatasetsUseCase } from './use-cases/sweep-expired-datasets/sweep-expired-datasets.use-case';

/** The datasets' store, for the modules that read a dataset (batches) or delete them (retention, accounts). */
@Module({
  imports: [GenerationOutboxModule],
  providers: [DatasetRepository, DatasetStore, DeckRetention, SweepExpiredDatasetsUseCase],
  exports: [DatasetRepository, DatasetStore, SweepExpiredDatasetsUseCase],
})
export class DatasetStoreModule {}
