import { Inject, Injectable } from '@nestjs/common';
import type { CreatedBatch } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { GenerationErrors, isFinished } from '../../../shared';
import { LineSharing } from '../../../share-link-issuing';
import { BatchAccess } from '../../batch-access';
import { readKeptMappings } from '../../kept-mappings';
import type { Batch } from '../../entities/batch.entity';
import { CreateBatchUseCase, type CreateRequest } from '../create-batch/create-batch.use-case';

/**
 * "Run again with new data": a finished batch's template, mappings, grouping, locale, formats, file name pattern
 * and the name its owner gave it, with another data file or dataset, as the next run of its line, with its
 * personal links' settings (living links: docs/sharing.md). No mail goes out (a run is asked for
 * delivery like a new batch) and no images archive or row limit carries over. Everything else is
 * create-batch's: the template still usable, the mapping still matching the new data's columns, the allowance.
 */
@Injectable()
export class RunAgainUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly create: CreateBatchUseCase,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly sharing: LineSharing,
  ) {}

  async execute(input: RpcPayload<'generation.run-again'>): Promise<CreatedBatch> {
    let request: CreateRequest;
    try {
      request = await this.request(input);
    } catch (error) {
      // Refused before generation read the data: nobody will.
      if (input.dataFileKey) await this.storage.delete(input.dataFileKey).catch(() => undefined);
      throw error;
    }
    return this.create.execute(request);
  }

  private async request(input: RpcPayload<'generation.run-again'>): Promise<CreateRequest> {
    const batch = await this.access.visibleBatch(input.actorId, input.batchId);
    if (batch.ownerId !== input.actorId) throw GenerationErrors.runForbidden();
    if (batch.dataMapping === null) throw GenerationErrors.notRerunnable();
    if (!isFinished(batch.status)) throw GenerationErrors.runNotFinished();
    // The line's links carry over with their key column, so the earlier runs' links find the new decks.
    const sharing = await this.sharing.settingsOf(batch.id);
    return {
      actorId: input.actorId,
      templateId: batch.templateId,
      ...(input.dataFileKey === undefined ? {} : { dataFileKey: input.dataFileKey }),
      ...(input.datasetId === undefined ? {} : { datasetId: input.datasetId }),
      ...(input.dataFormat === undefined ? {} : { dataFormat: input.dataFormat }),
      ...(input.dataEncoding === undefined ? {} : { dataEncoding: input.dataEncoding }),
      ...(input.dataFileName === undefined ? {} : { dataFileName: input.dataFileName }),
      ...options(batch),
      ...(sharing ? { sharing } : {}),
      ...(input.idempotencyKey === undefined ? {} : { idempotencyKey: input.idempotencyKey }),
      ...(input.requestFingerprint === undefined ? {} : { requestFingerprint: input.requestFingerprint }),
      via: input.via ?? 'app',
      run: { of: batch.runOf ?? batch.id },
    };
  }
}

/** What a run takes over from the batch it is made from. */
function options(batch: Batch) {
  return {
    ...readKeptMappings({ dataMapping: batch.dataMapping ?? '', sectionMapping: batch.sectionMapping }),
    groupBy: batch.groupBy,
    locale: batch.locale as CreateRequest['locale'],
    // The person's own name carries over; a default one is made anew from the new data's file.
    name: batch.nameGiven ? batch.name : null,
    fileNamePattern: batch.fileNamePattern,
    rowLimit: null,
    formats: [...batch.formats],
    imagesKey: null,
    delivery: null,
  } satisfies Partial<CreateRequest>;
}
