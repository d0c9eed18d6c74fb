import type { V1Batch, V1BatchSummary, V1CreatedBatch } from '@deckmill/api-contracts';
import type { BatchDetail, BatchListItem, CreatedBatch } from '@deckmill/bus-contracts';
import { rowDeliveryView } from '../../presentations/presentation-views';

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
  };
}

export function v1Batch(batch: BatchDetail): V1Batch {
  return {
    ...v1BatchSummary(batch),
    template_id: batch.templateId,
    completed_at: batch.completedAt,
    name_pattern: batch.fileNamePattern,
    delivery: batch.delivery,
    rows: batch.rows.map((row) => ({
      row: row.row,
      file_name: row.fileName,
      status: row.status,
      failure_reason: row.failureReason,
      delivery: rowDeliveryView(row.delivery),
    })),
    rows_page: batch.rowsPagination.currentPage,
    rows_total_pages: batch.rowsPagination.totalPages,
  };
}
