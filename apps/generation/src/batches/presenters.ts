import type { BatchListItem } from '@deckmill/bus-contracts';
import type { Batch } from './entities/batch.entity';

/** Rows finished (done or failed) out of all rows, as a whole percentage. */
export function progressOf(batch: Pick<Batch, 'rowCount' | 'rowsDone' | 'rowsFailed'>): number {
  if (batch.rowCount === 0) return 0;
  return Math.min(100, Math.floor(((batch.rowsDone + batch.rowsFailed) * 100) / batch.rowCount));
}

/** A batch as generation answers it: the gateway adds where its ZIP is served. */
export function presentBatch(batch: Batch): BatchListItem {
  // Offered once the batch has finished: a ZIP taken while it runs would silently miss the rows still to come.
  // A cancelled batch's decks made before the cancel are final too.
  const finishedWithDecks = batch.status === 'completed' || batch.status === 'cancelled';
  const downloadAvailable = finishedWithDecks && batch.rowsDone > 0 && !batch.decksDeletedAt;
  return {
    id: batch.id,
    name: batch.name,
    templateName: batch.templateName,
    status: batch.status,
    rowCount: batch.rowCount,
    rowsDone: batch.rowsDone,
    rowsFailed: batch.rowsFailed,
    progress: progressOf(batch),
    createdAt: batch.createdAt.toISOString(),
    downloadAvailable,
    formats: batch.formats,
    decksExpireAt: batch.decksDeletedAt ? null : (batch.decksExpireAt?.toISOString() ?? null),
    decksDeletedAt: batch.decksDeletedAt?.toISOString() ?? null,
    decksDeletedReason: batch.decksDeletedAt ? (batch.decksDeletedReason ?? 'requested') : null,
    runNumber: batch.runNumber,
  };
}

export function totalPages(count: number, perPage: number): number {
  return Math.max(1, Math.ceil(count / perPage));
}
