import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { DeckRetention } from '../../../shared';
import { DATASET_CONTENTS_PREFIX, datasetIdOfContents } from '../../dataset-contents';
import { DatasetRepository } from '../../dataset.repository';
import { DatasetStore } from '../../dataset-store';

/** Expired datasets deleted per page; a pass takes pages until one comes back short. */
const PAGE = 200;

/**
 * Deletes the datasets nobody used for DATASET_KEPT_DAYS (contents, then record), and sealed contents no record
 * names once older than ORPHAN_UPLOAD_HOURS (a create that stopped between storing them and recording them).
 */
@Injectable()
export class SweepExpiredDatasetsUseCase {
  constructor(
    private readonly datasets: DatasetRepository,
    private readonly store: DatasetStore,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly retention: DeckRetention,
  ) {}

  /** Returns how many datasets and stray contents it deleted. */
  async execute(input: { readonly now?: Date } = {}): Promise<number> {
    const now = input.now ?? new Date();
    let deleted = 0;
    for (;;) {
      const expired = await this.datasets.expired(now, PAGE);
      for (const dataset of expired) await this.store.delete(dataset, 'expired');
      deleted += expired.length;
      if (expired.length < PAGE) break;
    }
    return deleted + (await this.strayContents(now));
  }

  private async strayContents(now: Date): Promise<number> {
    const cutoff = now.getTime() - this.retention.orphanUploadHours * 3_600_000;
    let deleted = 0;
    for await (const object of this.storage.list(DATASET_CONTENTS_PREFIX)) {
      if (object.lastModified.getTime() > cutoff) continue;
      const id = datasetIdOfContents(object.key);
      if (id !== null && (await this.datasets.exists(id))) continue;
      await this.storage.delete(object.key);
      deleted += 1;
    }
    return deleted;
  }
}
