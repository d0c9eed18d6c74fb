import { ifRangeHolds, rangeAnswer } from './byte-ranges';

describe('rangeAnswer', () => {
  it.each([
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=10-', { kind: 'partial', start: 10, end: 99 }],
    ['bytes=-30', { kind: 'partial', start: 70, end: 99 }],
    ['bytes=-300', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=90-500', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=99-99', { kind: 'partial', start: 99, end: 99 }],
    ['BYTES= 5-6', { kind: 'partial', start: 5, end: 6 }],
    ['bytes=0-99999999999999999999', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=-99999999999999999999', { kind: 'partial', start: 0, end: 99 }],
  ])('answers one satisfiable range %p with its bytes, clipped to the end', (header, answer) => {
    expect(rangeAnswer(header, 100)).toEqual(answer);
  });

  it.each(['bytes=100-', 'bytes=100-200', 'bytes=-0', 'bytes=99999999999999999999-'])(
    'refuses %p of 100 bytes as unsatisfiable',
    (header) => {
      expect(rangeAnswer(header, 100)).toEqual({ kind: 'unsatisfiable' });
    },
  );

  it('finds no first byte in an empty file, and answers a suffix of it with the whole (empty) file', () => {
    expect(rangeAnswer('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(rangeAnswer('bytes=-5', 0)).toEqual({ kind: 'whole' });
  });

  it.each([undefined, 'bytes=0-1,5-6', 'items=0-1', 'bytes=5-4', 'bytes=-', 'bytes=a-b'])(
    'answers %p with the whole file',
    (header) => {
      expect(rangeAnswer(header, 100)).toEqual({ kind: 'whole' });
    },
  );
});

describe('ifRangeHolds', () => {
  const current = { etag: '"abc"', lastModified: new Date('2026-11-23T10:00:00.700Z') };
  const later = new Date('2026-11-23T11:00:00Z');

  it('holds without If-Range, for the same strong ETag, and for the same date to the second', () => {
    expect(ifRangeHolds(undefined, current)).toBe(true);
    expect(ifRangeHolds('"abc"', current)).toBe(true);
    expect(ifRangeHolds('Mon, 23 Nov 2026 10:00:00 GMT', current, later)).toBe(true);
  });

  it('fails for another ETag, a weak one, another date, or a validator it cannot read', () => {
    expect(ifRangeHolds('"abd"', current)).toBe(false);
    expect(ifRangeHolds('W/"abc"', current)).toBe(false);
    expect(ifRangeHolds('Mon, 23 Nov 2026 10:00:01 GMT', current, later)).toBe(false);
    expect(ifRangeHolds('yesterday', current)).toBe(false);
    expect(ifRangeHolds('"abc"', {})).toBe(false);
  });

  it('takes a date as strong only once the second of Last-Modified is over', () => {
    const date = 'Mon, 23 Nov 2026 10:00:00 GMT';
    expect(ifRangeHolds(date, current, new Date('2026-11-23T10:00:00.999Z'))).toBe(false);
    expect(ifRangeHolds(date, current, new Date('2026-11-23T10:00:01.000Z'))).toBe(true);
  });
});
