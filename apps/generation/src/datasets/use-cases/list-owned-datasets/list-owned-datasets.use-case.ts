import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { DatasetRepository } from '../../dataset.repository';
import { DatasetStore } from '../../dataset-store';

/** For the data export: the owner's datasets as they were read, oldest first (expired ones are gone). */
@Injectable()
export class ListOwnedDatasetsUseCase {
  constructor(
    private readonly datasets: DatasetRepository,
    private readonly store: DatasetStore,
  ) {}

  async execute(
    input: RpcPayload<'generation.list-owned-datasets'>,
  ): Promise<RpcReply<'generation.list-owned-datasets'>> {
    const owned = await this.datasets.liveOf(input.ownerId, new Date());
    return { datasets: owned.map((dataset) => this.store.view(dataset)) };
  }
}
