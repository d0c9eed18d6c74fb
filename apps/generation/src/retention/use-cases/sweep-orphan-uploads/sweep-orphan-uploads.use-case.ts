import { Inject, Injectable } from '@nestjs/common';
import { DATASET_UPLOAD_PREFIX } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { BatchRepository } from '../../../batches';
import { DeckRetention } from '../../../shared';

/** Where the gateway streams data files (CSV, JSON, a dataset's file) and images archives (libs/bus-contracts upload-keys). */
export const DATA_UPLOAD_PREFIXES = ['uploads/csv/', 'uploads/data/', DATASET_UPLOAD_PREFIX] as const;
export const IMAGES_UPLOAD_PREFIX = 'uploads/images/';

/** The clock the sweep reads (tests pass their own); now by default. */
export interface SweepOrphanUploadsInput {
  readonly now?: Date;
}

/**
 * A data file is deleted as soon as a create or preflight has read it (or refused it), and an images
 * archive when its batch finishes; a request that died in between (the gateway stored the upload, generation
 * never got the call) would leave the file for ever. This deletes every such upload older than
 * ORPHAN_UPLOAD_HOURS — far longer than any request lives — except an images archive a batch still holds.
 */
@Injectable()
export class SweepOrphanUploadsUseCase {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly batches: BatchRepository,
    private readonly retention: DeckRetention,
  ) {}

  /** Returns how many uploads it deleted. */
  async execute(input: SweepOrphanUploadsInput = {}): Promise<number> {
    const { now = new Date() } = input;
    const cutoff = now.getTime() - this.retention.orphanUploadHours * 3_600_000;
    let deleted = 0;
    for (const prefix of [...DATA_UPLOAD_PREFIXES, IMAGES_UPLOAD_PREFIX]) {
      for await (const object of this.storage.list(prefix)) {
        if (object.lastModified.getTime() > cutoff) continue;
        if (prefix === IMAGES_UPLOAD_PREFIX && (await this.batches.holdsImages(object.key))) continue;
        await this.storage.delete(object.key);
        deleted += 1;
      }
    }
    return deleted;
  }
}
