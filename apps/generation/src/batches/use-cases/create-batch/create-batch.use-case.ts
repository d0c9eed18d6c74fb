import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_FILE_NAME_PATTERN,
  DEFAULT_LOCALE,
  MAX_BATCH_NAME_LENGTH,
  type RpcReply,
  type CreatedBatch,
} from '@deckmill/bus-contracts';
import { OutboxWriter, RpcClient, isDomainError, type RpcPayload } from '@deckmill/messaging';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { defaultBatchName } from '@deckmill/csv/naming';
import { DatasetStore } from '../../../datasets';
import { insertRowDeliveries } from '../../../delivery';
import {
  BatchJobs,
  chunkRanges,
  DeckRetention,
  GenerationErrors,
  RowCipher,
  TemplateWarmup,
} from '../../../shared';
import { ShareLinkIssuer } from '../../../share-link-issuing';
import { BatchRepository } from '../../batch.repository';
import { keptMappings } from '../../kept-mappings';
import type { BatchRun } from '../../batch-repository/record-statements';
import { checkDelivery, checkDeliveryContent } from './batch-delivery';
import { checkImagesArchive } from './check-images-archive';
import { batchRows, firstDecks } from './batch-rows';
import { IDEMPOTENCY_KEY_HOURS, isKeyTaken, replayedBatch } from './idempotency-keys';
import { readDeckSources } from './read-deck-sources';

type Template = RpcReply<'templates.resolve-for-use'>;
/** bulk_create's request; a run again adds where it sits in its line (RunAgainUseCase). */
export type CreateRequest = RpcPayload<'generation.create-batch'> & { readonly run?: BatchRun };

/**
 * bulk_create: checks the template, the data file and the mapping, reserves the decks with billing (one per
 * CSV row, group of rows or JSON object: usage counts decks), then stores the
 * batch, its rows and its chunk jobs (outbox) in one transaction and publishes the jobs. Generation runs
 * afterwards, on the workers. A reservation intent, committed before reserving and settled by that same
 * transaction, makes a crash in between release the rows instead of leaking them (docs/decisions.md).
 */
@Injectable()
export class CreateBatchUseCase {
  private readonly logger = new Logger(CreateBatchUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly jobs: BatchJobs,
    private readonly batches: BatchRepository,
    private readonly outbox: OutboxWriter,
    private readonly cipher: RowCipher,
    private readonly retention: DeckRetention,
    private readonly datasets: DatasetStore,
    private readonly shareLinks: ShareLinkIssuer,
    private readonly warmup: TemplateWarmup,
  ) {}

  /** A data file sent with the request that nobody will read now (a dataset stays). */
  private async deleteUpload(request: CreateRequest): Promise<void> {
    if (request.dataFileKey) await this.storage.delete(request.dataFileKey);
  }

  /**
   * The images archive belongs to the stored batch (deleted with it); a create that stores no batch
   * of its own (refused, failed, or answered with an earlier batch of its Idempotency-Key) deletes it here.
   */
  async execute(input: CreateRequest): Promise<CreatedBatch> {
    const imagesKey = input.imagesKey ?? null;
    let created: { batch: CreatedBatch; stored: boolean } | undefined;
    try {
      created = await this.create(input, imagesKey);
      return created.batch;
    } finally {
      if (imagesKey && !created?.stored) await this.storage.delete(imagesKey).catch(() => undefined);
    }
  }

  private async create(
    request: CreateRequest,
    imagesKey: string | null,
  ): Promise<{ batch: CreatedBatch; stored: boolean }> {
    let template: Template;
    try {
      const replayed = await this.replay(request);
      if (replayed) {
        await this.deleteUpload(request);
        return { batch: replayed, stored: false };
      }
      template = await this.template(request.actorId, request.templateId);
      if (imagesKey) await checkImagesArchive(this.storage, imagesKey);
    } catch (error) {
      // Refused before the data was read (a reused Idempotency-Key, not their template): nobody reads it now.
      await this.deleteUpload(request);
      throw error;
    }
    const data = await readDeckSources(this.storage, this.datasets, request, template);
    const sources = firstDecks(data.sources, request.rowLimit);
    const pattern = request.fileNamePattern?.trim() || DEFAULT_FILE_NAME_PATTERN;
    const rows = batchRows(sources, { pattern, template: template.name });
    const batchId = randomUUID();
    const { watermark, tier } = await this.rpc.call('billing.get-usage', { userId: request.actorId });
    const delivery = request.delivery ? checkDelivery(request.delivery, { sources, rows }, tier) : null;
    const sharing = this.shareLinks.plan(
      request.sharing,
      tier,
      rows.map((row, index) => ({ row: row.row, fields: sources[index]?.fields ?? {} })),
    );
    checkDeliveryContent(delivery, sharing !== null);
    const name =
      request.name?.trim() ||
      defaultBatchName(
        template.name,
        request.dataFileName ?? data.fileName ?? undefined,
        new Date(),
        MAX_BATCH_NAME_LENGTH,
      );
    const prepared = this.batches.prepare({
      id: batchId,
      ownerId: request.actorId,
      name,
      template,
      fileNamePattern: pattern,
      locale: request.locale ?? DEFAULT_LOCALE,
      dataFormat: data.format,
      datasetId: data.datasetId,
      nameGiven: Boolean(request.name?.trim()),
      ...keptMappings(request.dataMapping, request.sectionMapping),
      run: request.run ?? null,
      groupBy: request.groupBy?.trim() || null,
      formats: request.formats,
      watermark,
      rows,
      idempotencyKey: request.idempotencyKey ?? null,
      requestFingerprint: request.idempotencyKey ? (request.requestFingerprint ?? '') : null,
      imagesKey,
      decksKeptDays: this.retention.daysFor(tier),
    });
    // Recorded before reserving: from here on, a batch that never gets stored has its rows released by the sweep.
    await this.batches.recordReservation(request.actorId, batchId, rows.length);
    await this.reserve(request.actorId, batchId, rows.length);
    // Reserved: the event loop mostly waits on the database from here to the answer, so the template compiles
    // meanwhile (a refused batch compiled nothing, and pushed no other template out of the cache).
    this.warmup.startFor(template.fileKey);
    let stored: boolean;
    try {
      stored = await this.dataSource.transaction(async (manager) => {
        if (!(await this.batches.settleReservation(manager, batchId))) return false;
        await this.batches.insert(manager, prepared);
        if (delivery) {
          await this.batches.setDelivery(manager, batchId, delivery);
          await insertRowDeliveries(
            manager,
            this.cipher,
            { id: batchId, ownerId: request.actorId },
            delivery.plan,
          );
        }
        if (sharing) {
          const linked = { id: batchId, ownerId: request.actorId, templateTeamId: template.teamId, name };
          await this.shareLinks.store(manager, linked, sharing);
        }
        await this.jobs.stageChunks(manager, batchId, chunkRanges(rows.length));
        // The audit trail's record of the batch, committed with it and published with its jobs.
        await this.outbox.stage(manager, {
          kind: 'event',
          key: 'presentation.created',
          payload: {
            batchId,
            ownerId: request.actorId,
            templateId: template.id,
            templateName: template.name,
            name,
            rowCount: rows.length,
            templateTeamId: template.teamId,
            via: request.via ?? 'app',
            occurredAt: new Date().toISOString(),
          },
          messageId: `presentation.created:${batchId}`,
        });
        return true;
      });
    } catch (error) {
      await this.giveBack(request.actorId, batchId, rows.length);
      // A concurrent create with the same Idempotency-Key stored its batch first: answer that one.
      if (isKeyTaken(error)) {
        const winner = await this.replay(request);
        if (winner) return { batch: winner, stored: false };
      }
      throw error;
    }
    if (!stored) {
      // Only after this create hung past the sweep's patience: the sweep releases the rows, the batch is not made.
      throw GenerationErrors.unavailable('The presentations could not be created. Try again.');
    }
    // Not awaited: the answer need not wait for 200 publishes of a 10,000-row batch; the workers start on the
    // first chunk as soon as it is out, and what a dying process leaves staged the relay publishes later.
    void this.jobs.publishStaged();
    return { batch: { id: batchId, status: 'pending', rowCount: rows.length }, stored: true };
  }

  /** The batch an earlier create with this request's Idempotency-Key made, if any. */
  private async replay(request: CreateRequest): Promise<CreatedBatch | null> {
    if (!request.idempotencyKey) return null;
    const fingerprint = request.requestFingerprint ?? '';
    const made = await this.batches.madeWithIdempotencyKey(
      request.actorId,
      request.idempotencyKey,
      IDEMPOTENCY_KEY_HOURS,
    );
    return replayedBatch(made, fingerprint);
  }

  /** Storing failed: the rows go back now; if billing cannot be reached, the intent stays for the sweep. */
  private async giveBack(userId: string, batchId: string, rows: number): Promise<void> {
    try {
      await this.rpc.call('billing.release', { userId, batchId, rows });
      await this.batches.forgetReservation(batchId);
    } catch (error) {
      this.logger.warn(`Rows of batch ${batchId} not released now, the sweep will: ${String(error)}`);
    }
  }

  private async template(userId: string, templateId: number): Promise<Template> {
    try {
      return await this.rpc.call('templates.resolve-for-use', { userId, templateId });
    } catch (error) {
      if (isDomainError(error, 'not_found'))
        throw GenerationErrors.field('templateId', 'Choose one of your templates.');
      throw error;
    }
  }

  /**
   * Billing's refusal says how many decks remain and when the allowance resets; the form shows it by the CSV.
   * A refusal reserved nothing, so its intent goes; any other failure may have reserved, so the sweep decides.
   */
  private async reserve(userId: string, batchId: string, rows: number): Promise<void> {
    try {
      await this.rpc.call('billing.reserve', { userId, batchId, rows });
    } catch (error) {
      if (isDomainError(error, 'limit_reached')) {
        await this.batches.forgetReservation(batchId);
        throw GenerationErrors.allowanceExceeded(error.domainError.message, error.code);
      }
      throw error;
    }
  }
}
