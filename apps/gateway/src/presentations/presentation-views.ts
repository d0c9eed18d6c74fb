import type { BatchDetail, BatchListItem, BatchListPage } from '@deckmill/bus-contracts';
import {
  PresentationDetailSchema,
  PresentationListPageSchema,
  presentationPaths,
  type PresentationDetail,
  type PresentationListItem,
  type PresentationListPage,
} from '@deckmill/api-contracts';

/**
 * Generation answers with ids and domain data; the API adds where the files are served. The answers are
 * parsed by the API schemas, so their keys keep the order the API has always sent.
 */
export function zipUrl(batch: Pick<BatchListItem, 'id' | 'download_available'>): string | null {
  return batch.download_available ? presentationPaths.zip(batch.id) : null;
}

export function presentationListItem(batch: BatchListItem): PresentationListItem {
  return { ...batch, download_url: zipUrl(batch) };
}

export function presentationListPage(page: BatchListPage): PresentationListPage {
  return PresentationListPageSchema.parse({
    presentations: page.presentations.map(presentationListItem),
    pagination: page.pagination,
  });
}

export function presentationDetail(batch: BatchDetail): PresentationDetail {
  return PresentationDetailSchema.parse({
    ...batch,
    download_url: zipUrl(batch),
    rows: batch.rows.map((row) => ({
      ...row,
      download_url: row.status === 'done' ? presentationPaths.row(batch.id, row.row) : null,
    })),
  });
}
