import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Dataset as DatasetView } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DatasetRepository } from '../../dataset.repository';
import { DatasetStore } from '../../dataset-store';
import { readDatasetFile } from '../../read-dataset-file';

/** Datasets one person keeps at most; a new one deletes the oldest past it. */
export const MAX_DATASETS_PER_OWNER = 50;

/**
 * Reads an uploaded data file once into a dataset of the actor's: its rows sealed in storage, its columns,
 * first rows and warnings to show. The upload is deleted whatever the outcome; a refused file leaves nothing.
 */
@Injectable()
export class CreateDatasetUseCase {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly store: DatasetStore,
    private readonly datasets: DatasetRepository,
  ) {}

  async execute(input: RpcPayload<'generation.create-dataset'>): Promise<DatasetView> {
    try {
      const { contents, summary } = await readDatasetFile(this.storage, input);
      const dataset = await this.store.save(
        {
          id: randomUUID(),
          ownerId: input.actorId,
          fileName: input.fileName,
          format: input.format,
          kind: contents.kind,
          rowCount: contents.kind === 'table' ? contents.rows.length : contents.items.length,
          createdAt: new Date(),
        },
        contents,
        summary,
      );
      // The oldest go past the newest MAX_DATASETS_PER_OWNER: storage per person stays bounded.
      for (const old of await this.datasets.beyondNewest(input.actorId, MAX_DATASETS_PER_OWNER)) {
        await this.store.delete(old, 'replaced');
      }
      return this.store.view(dataset);
    } finally {
      await this.storage.delete(input.fileKey).catch(() => undefined);
    }
  }
}
