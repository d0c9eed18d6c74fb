import { Between, MoreThan, type Repository } from 'typeorm';
import type { BatchRow } from '../entities/batch-row.entity';

/** A batch's rows as use cases read them, through TypeORM's repository, in row order. */

/** The chunk's rows still to render, with their sealed values. */
export function pendingRowsBetween(
  rows: Repository<BatchRow>,
  batchId: string,
  firstRow: number,
  lastRow: number,
): Promise<BatchRow[]> {
  return rows.find({
    select: { rowNumber: true, values: true, attempts: true },
    where: { batchId, rowNumber: Between(firstRow, lastRow), status: 'pending' },
    order: { rowNumber: 'ASC' },
  });
}

/** A page of rows as the detail page lists them. */
export function rowsPage(
  rows: Repository<BatchRow>,
  batchId: string,
  page: number,
  perPage: number,
): Promise<BatchRow[]> {
  return rows.find({
    select: {
      rowNumber: true,
      status: true,
      fileName: true,
      failureReason: true,
      pdfKey: true,
      pdfSizeBytes: true,
      fontSubstitutions: true,
      notes: true,
    },
    where: { batchId },
    order: { rowNumber: 'ASC' },
    skip: (page - 1) * perPage,
    take: perPage,
  });
}

/** The first `take` failed rows with their reasons. */
export function failedRows(rows: Repository<BatchRow>, batchId: string, take: number): Promise<BatchRow[]> {
  return rows.find({
    select: { rowNumber: true, failureReason: true },
    where: { batchId, status: 'failed' },
    order: { rowNumber: 'ASC' },
    take,
  });
}

/** Rows after `afterRow` with their (sealed) values, for the owner's data export. */
export function rowsForExport(
  rows: Repository<BatchRow>,
  batchId: string,
  afterRow: number,
  take: number,
): Promise<BatchRow[]> {
  return rows.find({
    select: { rowNumber: true, status: true, fileName: true, values: true },
    where: { batchId, rowNumber: MoreThan(afterRow) },
    order: { rowNumber: 'ASC' },
    take,
  });
}

/** The row if it is done (its files exist), else null. */
export function doneRow(
  rows: Repository<BatchRow>,
  batchId: string,
  rowNumber: number,
): Promise<BatchRow | null> {
  return rows.findOneBy({ batchId, rowNumber, status: 'done' });
}

/** Done rows after `afterRow` with their files' keys and sizes, for the streamed ZIP. */
export function doneRowsAfter(
  rows: Repository<BatchRow>,
  batchId: string,
  afterRow: number,
  take: number,
): Promise<BatchRow[]> {
  return rows.find({
    select: {
      rowNumber: true,
      outputKey: true,
      sizeBytes: true,
      pdfKey: true,
      pdfSizeBytes: true,
      fileName: true,
    },
    where: { batchId, status: 'done', rowNumber: MoreThan(afterRow) },
    order: { rowNumber: 'ASC' },
    take,
  });
}
