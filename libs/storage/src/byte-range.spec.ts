import { resolveByteRange } from './byte-range';
import { InvalidRangeError } from './errors';

describe('resolveByteRange', () => {
  it('reads to the end without an end, and clips an end beyond the object', () => {
    expect(resolveByteRange({ start: 3 }, 10)).toEqual({ start: 3, end: 9 });
    expect(resolveByteRange({ start: 3, end: 100 }, 10)).toEqual({ start: 3, end: 9 });
    expect(resolveByteRange({ start: 0, end: 0 }, 10)).toEqual({ start: 0, end: 0 });
  });

  it.each([
    [{ start: -1 }, 10],
    [{ start: 1.5 }, 10],
    [{ start: 5, end: 4 }, 10],
    [{ start: 10 }, 10],
    [{ start: 0 }, 0],
  ])('rejects %p for %p bytes', (range, size) => {
    expect(() => resolveByteRange(range, size)).toThrow(InvalidRangeError);
  });
});
