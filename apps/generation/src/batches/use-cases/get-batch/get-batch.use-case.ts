import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { BatchDetail, BatchRow as BatchRowReply } from '@deckmill/bus-contracts';
import { DeliveryReads } from '../../../delivery';
import { BatchAccess } from '../../batch-access';
import { presentBatch, totalPages } from '../../presenters';
import { BatchRow } from '../../entities/batch-row.entity';

/** Rows listed per detail page. */
export const ROWS_PER_PAGE = 100;
/** Failed rows listed with their reasons (a batch can fail on every row). */
const FAILED_ROWS_SHOWN = 100;

/** The detail page: the batch, its real progress, its failed rows and a page of rows (the gateway adds links). */
@Injectable()
export class GetBatchUseCase {
  constructor(
    private readonly access: BatchAccess,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
    private readonly deliveries: DeliveryReads,
  ) {}

  async execute(actorId: string, batchId: string, rowsPage: number): Promise<BatchDetail> {
    const batch = await this.access.visibleBatch(actorId, batchId);
    const [rows, failed] = await Promise.all([
      this.rows.find({
        select: {
          rowNumber: true,
          status: true,
          fileName: true,
          failureReason: true,
          pdfKey: true,
          fontSubstitutions: true,
          notes: true,
        },
        where: { batchId },
        order: { rowNumber: 'ASC' },
        skip: (rowsPage - 1) * ROWS_PER_PAGE,
        take: ROWS_PER_PAGE,
      }),
      this.rows.find({
        select: { rowNumber: true, failureReason: true },
        where: { batchId, status: 'failed' },
        order: { rowNumber: 'ASC' },
        take: FAILED_ROWS_SHOWN,
      }),
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
