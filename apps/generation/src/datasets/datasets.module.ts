import { Module } from '@nestjs/common';
import { DatasetStoreModule } from './dataset-store.module';
import { DatasetsRpcController } from './datasets.rpc-controller';
import { CreateDatasetUseCase } from './use-cases/create-dataset/create-dataset.use-case';
import { DeleteDatasetUseCase } from './use-cases/delete-dataset/delete-dataset.use-case';
import { ExportDatasetRowsUseCase } from './use-cases/export-dataset-rows/export-dataset-rows.use-case';
import { ListOwnedDatasetsUseCase } from './use-cases/list-owned-datasets/list-owned-datasets.use-case';
import { GetDatasetUseCase } from './use-cases/get-dataset/get-dataset.use-case';

/** Data files uploaded once and named by id afterwards (docs/data-files.md). */
@Module({
  imports: [DatasetStoreModule],
  controllers: [DatasetsRpcController],
  providers: [
    CreateDatasetUseCase,
    GetDatasetUseCase,
    DeleteDatasetUseCase,
    ListOwnedDatasetsUseCase,
    ExportDatasetRowsUseCase,
  ],
})
export class DatasetsModule {}
