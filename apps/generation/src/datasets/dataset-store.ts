import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import type { Dataset as DatasetView } from '@deckmill/bus-contracts';
import { FieldCipher } from '@deckmill/database';
import { OBJECT_STORAGE, ObjectNotFoundError, type ObjectStorage } from '@deckmill/storage';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { GenerationErrors, readObject } from '../shared';
import { type DatasetContents, datasetContentsKey, datasetSealContext } from './dataset-contents';
import { DatasetRepository } from './dataset.repository';
import { Dataset } from './entities/dataset.entity';
import type { DatasetSummary } from './read-dataset-file';

/** Why a dataset goes: its owner's request, its days unused, a newer upload past the 50 kept, its account. */
export type DatasetDeletion = 'requested' | 'expired' | 'replaced' | 'account_deleted';

/** A dataset is kept this long after it was made or last used; a batch keeps its own copy of the values. */
export const DATASET_KEPT_DAYS = 7;
const DAY_MS = 86_400_000;
/**
 * The parsed rows a dataset may hold as JSON: a 20 MB CSV comes to about 25 MB; a workbook's shared strings can
 * multiply (one long text in every cell), and what passes this is refused at upload rather than at every use.
 */
const MAX_CONTENTS_BYTES = 128 * 1024 * 1024;
/** The seal's header, nonce and tag. */
const SEAL_OVERHEAD_BYTES = 1024;

/**
 * Datasets' records and sealed contents together: what is stored, found (the owner's only) and deleted.
 * Contents and summary are sealed with the row data's keys (ROW_ENCRYPTION_KEYS), bound to the dataset's id.
 */
@Injectable()
export class DatasetStore {
  private readonly cipher: FieldCipher;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
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
    const sealed = this.cipher.sealBytes(serialized(contents), datasetSealContext(record.id, 'contents'));
    await this.storage.putChunks(contentsKey, [sealed], { contentType: 'application/octet-stream' });
    const dataset: Dataset = {
      ...record,
      contentsKey,
      summary: this.cipher.sealJson(summary, datasetSealContext(record.id, 'summary')),
      expiresAt: keptFrom(record.createdAt),
    };
    try {
      // The record and the audit trail's `dataset.uploaded`, committed together.
      await this.dataSource.transaction(async (manager) => {
        await manager.getRepository(Dataset).insert(dataset);
        await this.outbox.stage(manager, {
          kind: 'event',
          key: 'dataset.uploaded',
          payload: {
            datasetId: dataset.id,
            ownerId: dataset.ownerId,
            fileName: dataset.fileName,
            format: dataset.format,
            rowCount: dataset.rowCount,
            occurredAt: dataset.createdAt.toISOString(),
          },
          messageId: `dataset.uploaded:${dataset.id}`,
        });
      });
    } catch (error) {
      await this.storage.delete(contentsKey).catch(() => undefined);
      throw error;
    }
    // Published now if it can be; the relay's own pass publishes it otherwise (a sweep deletes hundreds).
    void this.relay.flush().catch(() => undefined);
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

  /**
   * The parsed rows, for a preflight or a batch: the use keeps the dataset DATASET_KEPT_DAYS more (the data
   * export reads them with `use: false`).
   */
  async contentsOf(
    dataset: Dataset,
    { use = true }: { readonly use?: boolean } = {},
  ): Promise<DatasetContents> {
    let sealed: Buffer;
    try {
      sealed = await readObject(this.storage, dataset.contentsKey, MAX_CONTENTS_BYTES + SEAL_OVERHEAD_BYTES);
    } catch (error) {
      // Deleted between the lookup and the read (its owner, the sweep): gone, as for anyone else.
      if (error instanceof ObjectNotFoundError) throw GenerationErrors.notFound('Dataset');
      throw error;
    }
    const contents = JSON.parse(
      this.cipher.openBytes(sealed, datasetSealContext(dataset.id, 'contents')).toString('utf8'),
    ) as DatasetContents;
    if (use) await this.datasets.keepUntil(dataset.id, keptFrom(new Date()));
    return contents;
  }

  /**
   * The contents first, then the record: a failure between leaves a record to retry with (the sweep, a
   * redelivered account deletion), never contents nobody knows about; a read in between finds it gone (404).
   */
  async delete(
    dataset: Pick<Dataset, 'id' | 'contentsKey' | 'ownerId' | 'fileName'>,
    reason: DatasetDeletion,
  ): Promise<void> {
    await this.storage.delete(dataset.contentsKey);
    if (reason === 'account_deleted') {
      await this.datasets.delete(dataset.id);
      return;
    }
    // The audit trail's `dataset.deleted`, staged once: only by the delete that removed the record.
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.datasets.delete(dataset.id, manager))) return;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'dataset.deleted',
        payload: {
          datasetId: dataset.id,
          ownerId: dataset.ownerId,
          fileName: dataset.fileName,
          reason,
          occurredAt: new Date().toISOString(),
        },
        messageId: `dataset.deleted:${dataset.id}`,
      });
    });
    // Published now if it can be; the relay's own pass publishes it otherwise (a sweep deletes hundreds).
    void this.relay.flush().catch(() => undefined);
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

/** The rows as stored: refused as too large (the data file's error) past MAX_CONTENTS_BYTES. */
function serialized(contents: DatasetContents): Buffer {
  let text: string;
  try {
    text = JSON.stringify(contents);
  } catch (error) {
    // Longer than a JavaScript string may be: far past the limit.
    if (error instanceof RangeError) throw contentsTooLarge();
    throw error;
  }
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > MAX_CONTENTS_BYTES) throw contentsTooLarge();
  return bytes;
}

function contentsTooLarge() {
  return GenerationErrors.field(
    'dataFile',
    'The data holds more text than a batch can take (its values repeat into more than 128 MB); split the file.',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function keptFrom(time: Date): Date {
  return new Date(time.getTime() + DATASET_KEPT_DAYS * DAY_MS);
}
