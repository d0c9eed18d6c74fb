import { counter, histogram } from '@deckmill/metrics';

/**
 * Rows' final rendering outcomes: `rendered` (a deck stored) or `failed` (the row failed for good, once).
 * Attempts that are retried are not outcomes: before, an S3 outage counted 1,343 failures in which no row failed.
 */
export const rowRenders = counter(
  'deckmill_rows_rendered_total',
  'Rows by final rendering outcome (rendered, failed)',
  ['outcome'],
);

/**
 * Row renders that failed and will be tried again, by what failed: `outage` (storage, the database or another
 * service away) or `error` (anything else that may heal). A row's data or template never comes here: it fails
 * at once.
 */
export const rowAttemptsFailed = counter(
  'deckmill_row_attempts_failed_total',
  'Row render attempts that failed and will be retried, by reason class (outage, error)',
  ['reason_class'],
);

/** How long a chunk job takes, from its delivery to its settlement. */
export const chunkDuration = histogram(
  'deckmill_chunk_duration_seconds',
  'Duration of one chunk job (up to 50 rows, by the batch size)',
  [],
  [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
);

/** From a batch's creation to its completion, by final status, observed once when it is announced. */
export const batchDuration = histogram(
  'deckmill_batch_duration_seconds',
  'Time from a batch being created to it finishing, by final status',
  ['status'],
  [0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 600, 1800, 3600],
);
