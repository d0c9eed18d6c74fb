import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CreateDatasetUseCase } from './use-cases/create-dataset/create-dataset.use-case';
import { DeleteDatasetUseCase } from './use-cases/delete-dataset/delete-dataset.use-case';
import { ExportDatasetRowsUseCase } from './use-cases/export-dataset-rows/export-dataset-rows.use-case';
import { ListOwnedDatasetsUseCase } from './use-cases/list-owned-datasets/list-owned-datasets.use-case';
import { GetDatasetUseCase } from './use-cases/get-dataset/get-dataset.use-case';

/** Datasets over request/reply; the rules (the owner's only, the file's limits) are in the use cases. */
@Controller()
export class DatasetsRpcController {
  constructor(
    private readonly createDataset: CreateDatasetUseCase,
    private readonly getDataset: GetDatasetUseCase,
    private readonly deleteDataset: DeleteDatasetUseCase,
    private readonly listOwnedDatasets: ListOwnedDatasetsUseCase,
    private readonly exportDatasetRows: ExportDatasetRowsUseCase,
  ) {}

  @RpcHandler('generation.create-dataset')
  create(
    @Payload() input: RpcPayload<'generation.create-dataset'>,
  ): Promise<RpcReply<'generation.create-dataset'>> {
    return this.createDataset.execute(input);
  }

  @RpcHandler('generation.get-dataset')
  get(@Payload() input: RpcPayload<'generation.get-dataset'>): Promise<RpcReply<'generation.get-dataset'>> {
    return this.getDataset.execute(input);
  }

  @RpcHandler('generation.list-owned-datasets')
  listOwned(
    @Payload() input: RpcPayload<'generation.list-owned-datasets'>,
  ): Promise<RpcReply<'generation.list-owned-datasets'>> {
    return this.listOwnedDatasets.execute(input);
  }

  @RpcHandler('generation.export-dataset-rows')
  rowsForExport(
    @Payload() input: RpcPayload<'generation.export-dataset-rows'>,
  ): Promise<RpcReply<'generation.export-dataset-rows'>> {
    return this.exportDatasetRows.execute(input);
  }

  @RpcHandler('generation.delete-dataset')
  delete(
    @Payload() input: RpcPayload<'generation.delete-dataset'>,
  ): Promise<RpcReply<'generation.delete-dataset'>> {
    return this.deleteDataset.execute(input);
  }
}
