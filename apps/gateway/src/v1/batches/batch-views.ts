import type { V1Batch, V1BatchSummary, V1CreatedBatch } from '@deckmill/api-contracts';
import type { BatchDetail, BatchListItem, BatchRow, CreatedBatch } from '@deckmill/bus-contracts';
import { rowDeliveryView } from '../../presentations';

/** Where v1 serves a row's files (the routes of V1BatchesController). */
const rowPath = (batchId: string, row: number, file: 'download' | 'pdf') =>
  `/api/v1/batches/${batchId}/rows/${row}/${file}`;

/** Generation's batches in API v1's words (snake_case, `object: "batch"`). */
export function v1CreatedBatch(batch: CreatedBatch): V1CreatedBatch {
  return { id: batch.id, object: 'batch', status: batch.status, row_count: batch.rowCount };
}

export function v1BatchSummary(batch: BatchListItem): V1BatchSummary {
  return {
    id: batch.id,
    object: 'batch',
    name: batch.name,
    template_name: batch.templateName,
    status: batch.status,
    row_count: batch.rowCount,
    rows_done: batch.rowsDone,
    rows_failed: batch.rowsFailed,
    progress: batch.progress,
    created_at: batch.createdAt,
    download_available: batch.downloadAvailable,
    formats: batch.formats,
    decks_expire_at: batch.decksExpireAt,
    decks_deleted_at: batch.decksDeletedAt,
  };
}

export function v1Batch(batch: BatchDetail): V1Batch {
  return {
    ...v1BatchSummary(batch),
    template_id: batch.templateId,
    completed_at: batch.completedAt,
    name_pattern: batch.fileNamePattern,
    delivery: batch.delivery,
    rows: batch.rows.map((row) => v1BatchRow(batch, row)),
    rows_page: batch.rowsPagination.currentPage,
    rows_total_pages: batch.rowsPagination.totalPages,
    run_number: batch.runNumber ?? 1,
    runs: (batch.runs ?? []).map((run) => ({ id: run.id, run_number: run.runNumber, status: run.status })),
  };
}

function v1BatchRow(batch: BatchDetail, row: BatchRow): V1Batch['rows'][number] {
  // A PDF-only batch keeps no deck: the row's file is its PDF.
  const deck = row.status === 'done' && batch.formats.includes('pptx') && !batch.decksDeletedAt;
  return {
    row: row.row,
    file_name: row.fileName,
    status: row.status,
    failure_reason: row.failureReason,
    download_url: deck ? rowPath(batch.id, row.row, 'download') : null,
    pdf_available: row.pdfAvailable,
    pdf_size_bytes: row.pdfSizeBytes,
    pdf_download_url: row.pdfAvailable ? rowPath(batch.id, row.row, 'pdf') : null,
    font_substitutions: row.fontSubstitutions,
    delivery: rowDeliveryView(row.delivery),
    notes: row.notes,
  };
}
