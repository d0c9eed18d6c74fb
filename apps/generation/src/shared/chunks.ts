/** Rows per render job: small enough to spread over workers, large enough to keep queue traffic low. */
export const CHUNK_ROWS = 25;

export interface RowRange {
  readonly firstRow: number;
  readonly lastRow: number;
}

/** Splits rows 1..rowCount into consecutive ranges of at most `size` rows. */
export function chunkRanges(rowCount: number, size = CHUNK_ROWS): RowRange[] {
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
