export type { DatasetContents } from './dataset-contents';
export { DatasetRepository } from './dataset.repository';
export { DatasetStore, DATASET_KEPT_DAYS } from './dataset-store';
export { DatasetStoreModule } from './dataset-store.module';
export { DatasetsModule } from './datasets.module';
export { SweepExpiredDatasetsUseCase } from './use-cases/sweep-expired-datasets/sweep-expired-datasets.use-case';
