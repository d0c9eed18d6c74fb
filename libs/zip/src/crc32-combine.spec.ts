import { crc32 } from 'node:zlib';
import { crc32Combine, crc32ShiftFor } from './crc32-combine';

describe('crc32Combine', () => {
  it('gives the CRC of a concatenation from the CRCs of its pieces', () => {
    const pieces = ['', 'a', '<p:sld>', 'Zoë 👋', 'x'.repeat(70_000), '\u0000\u00ff', 'end'].map((text) =>
      Buffer.from(text, 'utf8'),
    );
    let combined = 0;
    for (const piece of pieces) combined = crc32Combine(combined, crc32(piece), crc32ShiftFor(piece.length));
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
  });

  it('matches for random pieces of random lengths (seeded)', () => {
    let state = 7;
    const next = (below: number) => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state % below;
    };
    for (let round = 0; round < 50; round++) {
      const pieces = Array.from({ length: 1 + next(6) }, () =>
        Buffer.from(Array.from({ length: next(3000) }, () => next(256))),
      );
      let combined = 0;
      for (const piece of pieces)
        combined = crc32Combine(combined, crc32(piece), crc32ShiftFor(piece.length));
      expect(combined).toBe(crc32(Buffer.concat(pieces)));
    }
  });

  it('gives the same shifts when lengths are asked for again (kept below 4,096 bytes, computed above)', () => {
    const pieces = [0, 1, 4095, 4096, 70_000, 1, 4095, 0, 4096, 70_000].map((length, index) =>
      Buffer.alloc(length, index + 1),
    );
    let combined = 0;
    for (const piece of pieces) combined = crc32Combine(combined, crc32(piece), crc32ShiftFor(piece.length));
    expect(combined).toBe(crc32(Buffer.concat(pieces)));
    expect(crc32ShiftFor(4095)).toBe(crc32ShiftFor(4095));
  });
});
