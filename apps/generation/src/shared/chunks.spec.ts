import { chunkMessageId, chunkRanges, chunkRowsFor, MAX_CHUNK_ROWS, MIN_CHUNK_ROWS } from './chunks';

describe('chunkRanges', () => {
  it('covers every row once, in order', () => {
    expect(chunkRanges(7, 3)).toEqual([
      { firstRow: 1, lastRow: 3 },
      { firstRow: 4, lastRow: 6 },
      { firstRow: 7, lastRow: 7 },
    ]);
    expect(chunkRanges(6, 3)).toHaveLength(2);
  });

  it('cuts a batch by its own chunk size when given none', () => {
    expect(chunkRanges(60)).toEqual([
      { firstRow: 1, lastRow: 25 },
      { firstRow: 26, lastRow: 50 },
      { firstRow: 51, lastRow: 60 },
    ]);
    const large = chunkRanges(10_000);
    expect(large).toHaveLength(200);
    expect(large[1]).toEqual({ firstRow: 51, lastRow: 100 });
    expect(large.at(-1)).toEqual({ firstRow: 9_951, lastRow: 10_000 });
  });

  it('names each chunk by batch and rows', () => {
    expect(chunkMessageId('b1', { firstRow: 4, lastRow: 6 })).toBe('generation:b1:4-6');
  });
});

describe('chunkRowsFor', () => {
  it('keeps small batches at the smallest chunk, so they still spread over workers', () => {
    for (const rows of [1, 25, 26, 1_000, 2_500]) expect(chunkRowsFor(rows)).toBe(MIN_CHUNK_ROWS);
  });

  it('grows with the batch to about a hundred chunks, never past the largest', () => {
    expect(chunkRowsFor(2_501)).toBe(26);
    expect(chunkRowsFor(4_000)).toBe(40);
    expect(chunkRowsFor(4_901)).toBe(MAX_CHUNK_ROWS);
    expect(chunkRowsFor(100_000)).toBe(MAX_CHUNK_ROWS);
  });
});
