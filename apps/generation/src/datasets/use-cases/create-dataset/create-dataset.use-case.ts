import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Dataset as DatasetView } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DatasetStore } from '../../dataset-store';
import { readDatasetFile } from '../../read-dataset-file';

/**
 * Reads an uploaded data file once into a dataset of the actor's: its rows sealed in storage, its columns,
 * first rows and warnings to show. The upload is deleted whatever the outcome; a refused file leaves nothing.
 */
@Injectable()
export class CreateDatasetUseCase {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly store: DatasetStore,
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
      return this.store.view(dataset);
    } finally {
      await this.storage.delete(input.fileKey).catch(() => undefined);
    }
  }
}
