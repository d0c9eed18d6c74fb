import { counter, histogram } from '@deckmill/metrics';

/** Row renders by outcome: `rendered` (a deck stored) or `failed` (an attempt that failed). */
export const rowRenders = counter(
  'deckmill_rows_rendered_total',
  'Row renders by outcome (rendered, failed)',
  ['outcome'],
);

/** How long a chunk job takes, from its delivery to its settlement. */
export const chunkDuration = histogram(
  'deckmill_chunk_duration_seconds',
  'Duration of one chunk job (up to CHUNK_ROWS rows)',
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
