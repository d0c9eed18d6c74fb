/**
 * Rows per render job, at least: small enough to spread a small batch over workers. A chunk's fixed cost (a
 * job, a read of the batch and of its pending rows, one settling statement) is paid per chunk, so a large
 * batch takes larger chunks, up to MAX_CHUNK_ROWS.
 */
export const MIN_CHUNK_ROWS = 25;
/**
 * Rows per render job, at most: the tail of a batch (its last chunks, on fewer workers than it had) and the
 * work redone after a crash grow with it. At 50 rather than 25, with the batch's draw-ahead setting read once, a
 * 10,000-row embedded batch cost 0.94-1.07 ms of CPU a row against 1.32-1.46 (docs/benchmarks.md, session 48).
 */
export const MAX_CHUNK_ROWS = 50;
/** A batch is cut into about this many chunks while its chunks stay within MIN and MAX_CHUNK_ROWS. */
const CHUNKS_PER_BATCH = 100;

/**
 * The chunk size of a batch of `rowCount` rows: 25 up to 2,500 rows, growing to 50 at 4,901 rows. A function
 * of the row count alone, so the batch's creation and every resumption of it cut the same chunks: a chunk the
 * sweep or an operator's Resume sends again covers the rows of exactly one chunk of the batch, and logs and
 * dead letters name the same ranges. (Correctness does not rest on it: a worker renders whatever range it is
 * given, and only rows still `pending` move.)
 */
export function chunkRowsFor(rowCount: number): number {
  return Math.min(MAX_CHUNK_ROWS, Math.max(MIN_CHUNK_ROWS, Math.ceil(rowCount / CHUNKS_PER_BATCH)));
}

export interface RowRange {
  readonly firstRow: number;
  readonly lastRow: number;
}

/**
 * The lowest and highest of some rows' numbers (at least one), for a `BETWEEN` on the second column of a
 * (batch, row) key: a range there is always part of the index condition, where a list (`= ANY`) was kept out of
 * it by PostgreSQL as costing more descents.
 */
export function rowNumberRange(rowNumbers: readonly number[]): [number, number] {
  return [Math.min(...rowNumbers), Math.max(...rowNumbers)];
}

/** Splits rows 1..rowCount into consecutive ranges of at most `size` rows (the batch's chunk size by default). */
export function chunkRanges(rowCount: number, size = chunkRowsFor(rowCount)): RowRange[] {
  const ranges: RowRange[] = [];
  for (let firstRow = 1; firstRow <= rowCount; firstRow += size) {
    ranges.push({ firstRow, lastRow: Math.min(rowCount, firstRow + size - 1) });
  }
  return ranges;
}

/** The dedupe id of a chunk job: the same chunk enqueued twice (a retried create, a sweep) runs once. */
export function chunkMessageId(batchId: string, range: RowRange): string {
  return `generation:${batchId}:${range.firstRow}-${range.lastRow}`;
}
