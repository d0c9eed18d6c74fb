import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  DEFAULT_FILE_NAME_PATTERN,
  MAX_BATCH_ROWS,
  MAX_CSV_BYTES,
  type BulkCreateReply,
  type RpcReply,
  type RpcRequest,
} from '@deckmill/contracts';
import { InjectDataSource } from '@deckmill/database';
import { RpcClient, ServiceException } from '@deckmill/messaging';
import { CsvError, parseCsv, type CsvTable } from '@deckmill/pptx/csv';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { BatchJobs } from '../../../shared/batch-jobs';
import { chunkRanges } from '../../../shared/chunks';
import { checkDataMapping, DataMappingError } from '../../../shared/data-mapping';
import { GenerationErrors } from '../../../shared/errors';
import { readObject } from '../../../shared/read-object';
import { batchRows } from './batch-rows';
import { insertBatch } from './insert-batch';

type Template = RpcReply<'templates.resolve-for-use'>;

/**
 * bulk_create: checks the template, the CSV and the mapping, reserves the rows with billing, stores the batch
 * and its rows in one transaction and enqueues its chunks. Generation runs afterwards, on the workers.
 */
@Injectable()
export class CreateBatchUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly rpc: RpcClient,
    private readonly jobs: BatchJobs,
  ) {}

  async execute(request: RpcRequest<'generation.create-batch'>): Promise<BulkCreateReply> {
    const template = await this.template(request.actorId, request.templateId);
    const table = await this.readCsv(request.csvKey);
    const mapping = this.mapping(request.dataMapping, template.placeholders, table.headers);
    const pattern = request.fileNamePattern?.trim() || DEFAULT_FILE_NAME_PATTERN;
    const rows = batchRows(table, mapping, { pattern, template: template.name });
    const batchId = randomUUID();
    const { watermark } = await this.rpc.call('billing.get-usage', { userId: request.actorId });
    await this.reserve(request.actorId, batchId, rows.length);
    try {
      await this.dataSource.transaction((manager) =>
        insertBatch(manager, {
          id: batchId,
          ownerId: request.actorId,
          name: request.name?.trim() || template.name,
          template,
          fileNamePattern: pattern,
          watermark,
          rows,
        }),
      );
    } catch (error) {
      await this.rpc.call('billing.release', { userId: request.actorId, batchId, rows: rows.length });
      throw error;
    }
    await this.jobs.enqueueChunks(batchId, chunkRanges(rows.length));
    return { id: batchId, status: 'pending', row_count: rows.length };
  }

  private async template(userId: string, templateId: number): Promise<Template> {
    try {
      return await this.rpc.call('templates.resolve-for-use', { userId, templateId });
    } catch (error) {
      if (error instanceof ServiceException && error.status === 404) {
        throw GenerationErrors.field('template_id', 'Choose one of your templates.');
      }
      throw error;
    }
  }

  /** The upload is read once and deleted: the rows keep the values they need. */
  private async readCsv(csvKey: string): Promise<CsvTable> {
    let bytes: Buffer;
    try {
      bytes = await readObject(this.storage, csvKey, MAX_CSV_BYTES);
    } catch (error) {
      if (error instanceof RangeError) throw GenerationErrors.field('csv_file', 'The CSV file is too large.');
      throw error;
    } finally {
      await this.storage.delete(csvKey);
    }
    try {
      return parseCsv(bytes, { maxRows: MAX_BATCH_ROWS });
    } catch (error) {
      if (error instanceof CsvError) throw GenerationErrors.field('csv_file', error.message);
      throw error;
    }
  }

  private mapping(text: string, placeholders: readonly string[], headers: readonly string[]) {
    try {
      return checkDataMapping(text, placeholders, headers);
    } catch (error) {
      if (error instanceof DataMappingError) throw GenerationErrors.field('data_mapping', error.message);
      throw error;
    }
  }

  /** Billing's refusal says how many decks remain and when the allowance resets; the form shows it by the CSV. */
  private async reserve(userId: string, batchId: string, rows: number): Promise<void> {
    try {
      await this.rpc.call('billing.reserve', { userId, batchId, rows });
    } catch (error) {
      if (error instanceof ServiceException && error.status === 422) {
        throw new ServiceException({
          ...error.serviceError,
          errors: { csv_file: [error.serviceError.error] },
        });
      }
      throw error;
    }
  }
}
