import { Inject, Injectable } from '@nestjs/common';
import type { Dataset as DatasetView } from '@deckmill/bus-contracts';
import { FieldCipher } from '@deckmill/database';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { GenerationErrors, readObject } from '../shared';
import { type DatasetContents, datasetContentsKey, datasetSealContext } from './dataset-contents';
import { DatasetRepository } from './dataset.repository';
import type { Dataset } from './entities/dataset.entity';
import type { DatasetSummary } from './read-dataset-file';

/** A dataset is kept this long after it was made or last used; a batch keeps its own copy of the values. */
export const DATASET_KEPT_DAYS = 7;
const DAY_MS = 86_400_000;
/** Sealed contents of the largest data file a dataset takes, with room for JSON's quoting (20 MB of CSV). */
const MAX_CONTENTS_BYTES = 256 * 1024 * 1024;

/**
 * Datasets' records and sealed contents together: what is stored, found (the owner's only) and deleted.
 * Contents and summary are sealed with the row data's keys (ROW_ENCRYPTION_KEYS), bound to the dataset's id.
 */
@Injectable()
export class DatasetStore {
  private readonly cipher: FieldCipher;

  constructor(
    private readonly datasets: DatasetRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GENERATION_OPTIONS) options: GenerationOptions,
  ) {
    this.cipher = new FieldCipher(options.rowEncryptionKeys);
  }

  /** The contents are stored first: a record never names contents that are not there. */
  async save(
    record: Omit<Dataset, 'contentsKey' | 'summary' | 'expiresAt'>,
    contents: DatasetContents,
    summary: DatasetSummary,
  ): Promise<Dataset> {
    const contentsKey = datasetContentsKey(record.id);
    const sealed = this.cipher.sealBytes(
      Buffer.from(JSON.stringify(contents), 'utf8'),
      datasetSealContext(record.id, 'contents'),
    );
    await this.storage.putChunks(contentsKey, [sealed], { contentType: 'application/octet-stream' });
    const dataset: Dataset = {
      ...record,
      contentsKey,
      summary: this.cipher.sealJson(summary, datasetSealContext(record.id, 'summary')),
      expiresAt: keptFrom(record.createdAt),
    };
    try {
      await this.datasets.insert(dataset);
    } catch (error) {
      await this.storage.delete(contentsKey).catch(() => undefined);
      throw error;
    }
    return dataset;
  }

  /** The owner's dataset; someone else's, or one that expired, is not found. */
  async owned(ownerId: string, id: string): Promise<Dataset> {
    const dataset = UUID.test(id) ? await this.datasets.findOwned(ownerId, id) : null;
    if (!dataset || dataset.expiresAt.getTime() <= Date.now()) throw GenerationErrors.notFound('Dataset');
    return dataset;
  }

  summaryOf(dataset: Dataset): DatasetSummary {
    return this.cipher.openJson<DatasetSummary>(dataset.summary, datasetSealContext(dataset.id, 'summary'));
  }

  /** The parsed rows, for a preflight or a batch; the use keeps the dataset DATASET_KEPT_DAYS more. */
  async contentsOf(dataset: Dataset): Promise<DatasetContents> {
    const sealed = await readObject(this.storage, dataset.contentsKey, MAX_CONTENTS_BYTES);
    const contents = JSON.parse(
      this.cipher.openBytes(sealed, datasetSealContext(dataset.id, 'contents')).toString('utf8'),
    ) as DatasetContents;
    await this.datasets.keepUntil(dataset.id, keptFrom(new Date()));
    return contents;
  }

  /** The record first, then the contents: a failure between leaves contents the orphan sweep never lists. */
  async delete(dataset: Pick<Dataset, 'id' | 'contentsKey'>): Promise<void> {
    await this.datasets.delete(dataset.id);
    await this.storage.delete(dataset.contentsKey);
  }

  view(dataset: Dataset): DatasetView {
    return {
      id: dataset.id,
      fileName: dataset.fileName,
      format: dataset.format,
      kind: dataset.kind,
      rowCount: dataset.rowCount,
      ...this.summaryOf(dataset),
      createdAt: dataset.createdAt.toISOString(),
      expiresAt: dataset.expiresAt.toISOString(),
    };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function keptFrom(time: Date): Date {
  return new Date(time.getTime() + DATASET_KEPT_DAYS * DAY_MS);
}
