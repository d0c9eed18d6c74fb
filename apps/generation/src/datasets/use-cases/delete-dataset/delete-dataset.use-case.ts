import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { DatasetStore } from '../../dataset-store';

/** The owner deletes a dataset now; batches made from it keep their own sealed copies of the values. */
@Injectable()
export class DeleteDatasetUseCase {
  constructor(private readonly store: DatasetStore) {}

  async execute(input: RpcPayload<'generation.delete-dataset'>): Promise<{ deleted: true }> {
    await this.store.delete(await this.store.owned(input.actorId, input.datasetId), 'requested');
    return { deleted: true };
  }
}
