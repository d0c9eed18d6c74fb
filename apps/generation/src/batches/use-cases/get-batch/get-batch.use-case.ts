import { Injectable } from '@nestjs/common';
import type { BatchDetail, BatchRow as BatchRowReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { DeliveryReads } from '../../../delivery';
import { isFinished } from '../../../shared';
import { BatchAccess } from '../../batch-access';
import { BatchRepository } from '../../batch.repository';
import { presentBatch, totalPages } from '../../presenters';
import type { BatchRow } from '../../entities/batch-row.entity';

/** Rows listed per detail page. */
export const ROWS_PER_PAGE = 100;
/** Failed rows listed with their reasons (a batch can fail on every row). */
const FAILED_ROWS_SHOWN = 100;

/** The detail page: the batch, its real progress, its failed rows and a page of rows (the gateway adds links). */
@Injectable()
export class GetBatchUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly batches: BatchRepository,
    private readonly deliveries: DeliveryReads,
  ) {}

  async execute(input: RpcPayload<'generation.get'>): Promise<BatchDetail> {
    const { batchId, rowsPage } = input;
    const batch = await this.access.visibleBatch(input.actorId, batchId);
    const [rows, failed, line] = await Promise.all([
      this.batches.rowsPage(batchId, rowsPage, ROWS_PER_PAGE),
      this.batches.failedRows(batchId, FAILED_ROWS_SHOWN),
      this.batches.lineOfRuns(batch),
    ]);
    const { counts: delivery, rows: rowDeliveries } = await this.deliveries.forBatch(
      batchId,
      batch.deliveryColumn,
      rows.map((row) => row.rowNumber),
    );
    return {
      ...presentBatch(batch),
      templateId: batch.templateId,
      completedAt: batch.completedAt?.toISOString() ?? null,
      fileNamePattern: batch.fileNamePattern,
      failedRows: failed.map((row) => ({
        row: row.rowNumber,
        reason: row.failureReason ?? 'Unknown error',
      })),
      delivery,
      rows: rows.map((row) => ({ ...presentRow(row), delivery: rowDeliveries.get(row.rowNumber) ?? null })),
      rowsPagination: { currentPage: rowsPage, totalPages: totalPages(batch.rowCount, ROWS_PER_PAGE) },
      runNumber: batch.runNumber,
      canRunAgain: batch.ownerId === input.actorId && batch.dataMapping !== null && isFinished(batch.status),
      runs: line.map((run) => ({
        id: run.id,
        runNumber: run.runNumber,
        status: run.status,
        rowCount: run.rowCount,
        createdAt: run.createdAt.toISOString(),
      })),
    };
  }
}

function presentRow(row: BatchRow): Omit<BatchRowReply, 'delivery'> {
  return {
    row: row.rowNumber,
    fileName: row.fileName,
    status: row.status,
    failureReason: row.failureReason,
    pdfAvailable: row.pdfKey !== null,
    pdfSizeBytes: row.pdfKey === null ? null : row.pdfSizeBytes,
    fontSubstitutions: row.fontSubstitutions,
    notes: row.notes,
  };
}
