import { chunkMessageId, chunkRanges } from './chunks';

describe('chunkRanges', () => {
  it('covers every row once, in order', () => {
    expect(chunkRanges(7, 3)).toEqual([
      { firstRow: 1, lastRow: 3 },
      { firstRow: 4, lastRow: 6 },
      { firstRow: 7, lastRow: 7 },
    ]);
    expect(chunkRanges(6, 3)).toHaveLength(2);
  });

  it('names each chunk by batch and rows', () => {
    expect(chunkMessageId('b1', { firstRow: 4, lastRow: 6 })).toBe('generation:b1:4-6');
  });
});
