import { Injectable } from '@nestjs/common';
import { DatasetRepository } from '../../dataset.repository';
import { DatasetStore } from '../../dataset-store';

/** Expired datasets deleted per pass at most; the next pass takes the rest. */
const PAGE = 200;

/** Deletes the datasets nobody used for DATASET_KEPT_DAYS: their records, then their sealed contents. */
@Injectable()
export class SweepExpiredDatasetsUseCase {
  constructor(
    private readonly datasets: DatasetRepository,
    private readonly store: DatasetStore,
  ) {}

  /** Returns how many it deleted. */
  async execute(input: { readonly now?: Date } = {}): Promise<number> {
    const expired = await this.datasets.expired(input.now ?? new Date(), PAGE);
    for (const dataset of expired) await this.store.delete(dataset);
    return expired.length;
  }
}
