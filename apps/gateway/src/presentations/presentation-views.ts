import type {
  BatchDetail,
  BatchListItem,
  BatchListPage,
  BatchProgress,
  BatchPreflight,
  BatchRow,
  CreatedBatch,
  PageInfo,
  RowDelivery,
} from '@deckmill/bus-contracts';
import {
  BulkCreateReplySchema,
  PreflightReplySchema,
  PresentationDetailSchema,
  PresentationListPageSchema,
  PresentationProgressSchema,
  presentationPaths,
  type BulkCreateReply,
  type PreflightReply,
  type Dashboard,
  type Pagination,
  type PresentationDetail,
  type PresentationListItem,
  type PresentationListPage,
  type PresentationProgress,
  type PresentationRow,
} from '@deckmill/api-contracts';

/**
 * Generation answers in its own words with ids and domain data; the API names them its way and adds where the
 * files are served. Every answer is parsed by its API schema, so the body is exactly what the API has always
 * sent, keys in the same order.
 */
export function zipUrl(batch: Pick<BatchListItem, 'id' | 'downloadAvailable'>): string | null {
  return batch.downloadAvailable ? presentationPaths.zip(batch.id) : null;
}

function pagination(page: PageInfo): Pagination {
  return { current_page: page.currentPage, total_pages: page.totalPages };
}

export function presentationListItem(batch: BatchListItem): PresentationListItem {
  return {
    id: batch.id,
    name: batch.name,
    template_name: batch.templateName,
    status: batch.status,
    row_count: batch.rowCount,
    rows_done: batch.rowsDone,
    rows_failed: batch.rowsFailed,
    progress: batch.progress,
    created_at: batch.createdAt,
    download_available: batch.downloadAvailable,
    download_url: zipUrl(batch),
    formats: batch.formats,
    decks_expire_at: batch.decksExpireAt,
    decks_deleted_at: batch.decksDeletedAt,
    decks_deleted_reason: batch.decksDeletedReason,
    run_number: batch.runNumber ?? 1,
  };
}

export function presentationListPage(page: BatchListPage): PresentationListPage {
  return PresentationListPageSchema.parse({
    presentations: page.batches.map(presentationListItem),
    pagination: pagination(page.pagination),
  });
}

function presentationRow(batchId: string, keepsDecks: boolean, row: BatchRow): PresentationRow {
  return {
    row: row.row,
    file_name: row.fileName,
    // The app's page knows pending, done and failed: a row waiting for its PDF is not done yet.
    status: row.status === 'converting' ? 'pending' : row.status,
    // A PDF-only batch keeps no deck: the row's file is its PDF.
    download_url: row.status === 'done' && keepsDecks ? presentationPaths.row(batchId, row.row) : null,
    pdf_download_url: row.pdfAvailable ? presentationPaths.rowPdf(batchId, row.row) : null,
    font_substitutions: row.fontSubstitutions,
    failure_reason: row.failureReason,
    delivery: rowDeliveryView(row.delivery),
    notes: row.notes,
  };
}

/** A row's mail to its recipient in the API's words; null for batches that mail nothing. */
export function rowDeliveryView(delivery: RowDelivery | null): PresentationRow['delivery'] {
  if (!delivery) return null;
  return {
    status: delivery.status,
    recipient: delivery.recipient,
    detail: delivery.detail,
    updated_at: delivery.updatedAt,
  };
}

export function presentationDetail(batch: BatchDetail): PresentationDetail {
  return PresentationDetailSchema.parse({
    ...presentationListItem(batch),
    template_id: batch.templateId,
    completed_at: batch.completedAt,
    file_name_pattern: batch.fileNamePattern,
    failed_rows: batch.failedRows,
    delivery: batch.delivery,
    // Once the decks are deleted, no row offers its deck (the link would answer 410).
    rows: batch.rows.map((row) =>
      presentationRow(batch.id, batch.formats.includes('pptx') && !batch.decksDeletedAt, row),
    ),
    rows_pagination: pagination(batch.rowsPagination),
    can_run_again: batch.canRunAgain ?? false,
    runs: (batch.runs ?? []).map((run) => ({
      id: run.id,
      run_number: run.runNumber,
      status: run.status,
      row_count: run.rowCount,
      created_at: run.createdAt,
    })),
  });
}

/** A batch as the dashboard's recent presentations list it. */
export function recentPresentation(batch: BatchListItem): Dashboard['recent_presentations'][number] {
  return {
    id: batch.id,
    name: batch.name,
    created_at: batch.createdAt,
    status: batch.status,
    download_url: zipUrl(batch),
  };
}

/** One `progress` event of the live stream. */
export function presentationProgress(progress: BatchProgress): PresentationProgress {
  return PresentationProgressSchema.parse({
    id: progress.id,
    status: progress.status,
    row_count: progress.rowCount,
    rows_done: progress.rowsDone,
    rows_failed: progress.rowsFailed,
    progress: progress.progress,
  });
}

/** The answer to bulk_create. */
export function bulkCreateReply(batch: CreatedBatch): BulkCreateReply {
  return BulkCreateReplySchema.parse({ id: batch.id, status: batch.status, row_count: batch.rowCount });
}

/** The answer to preflight, in the API's keys. */
export function preflightReply(report: BatchPreflight): PreflightReply {
  return PreflightReplySchema.parse({
    rows_checked: report.rowsChecked,
    rows_total: report.rowsTotal,
    rows_needing_attention: report.rowsNeedingAttention,
    rows_not_listed: report.rowsNotListed,
    images_not_checked: report.imagesNotChecked,
    pictures_checked: report.picturesChecked,
    item_kind: report.itemKind,
    template_findings: report.templateFindings,
    rows: report.rows.map(({ row, label, findings, findingsNotListed }) => ({
      row,
      label,
      findings,
      findings_not_listed: findingsNotListed,
    })),
  });
}
