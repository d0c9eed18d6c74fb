import { Injectable } from '@nestjs/common';
import type { Dataset as DatasetView } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { DatasetStore } from '../../dataset-store';

/** The owner's dataset as it was read; anyone else's is not found. Looking at it does not keep it longer. */
@Injectable()
export class GetDatasetUseCase {
  constructor(private readonly store: DatasetStore) {}

  async execute(input: RpcPayload<'generation.get-dataset'>): Promise<DatasetView> {
    return this.store.view(await this.store.owned(input.actorId, input.datasetId));
  }
}
