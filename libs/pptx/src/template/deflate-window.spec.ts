import { deflateRawSync } from 'node:zlib';
import { windowBitsFor } from './deflate-window';
import { seededRandom } from '@deckmill/testing';

function slideLike(next: () => number, bytes: number): Buffer {
  const words = ['<a:r><a:rPr lang="en-US" sz="1400"/><a:t>', 'quarter', 'growth', '</a:t></a:r>', ' 2026'];
  let text = '';
  while (text.length < bytes) text += words[Math.floor(next() * words.length)] ?? '';
  return Buffer.from(text.slice(0, bytes), 'latin1');
}

describe('windowBitsFor', () => {
  it('is the smallest window that reaches the whole input, 9 to 15 bits', () => {
    expect(windowBitsFor(0)).toBe(9);
    expect(windowBitsFor(512 - 262)).toBe(9);
    expect(windowBitsFor(512 - 261)).toBe(10);
    expect(windowBitsFor(16_384 - 262)).toBe(14);
    expect(windowBitsFor(16_384 - 261)).toBe(15);
    expect(windowBitsFor(10_000_000)).toBe(15);
  });

  it('reaches a repeat as far back as the input is long', () => {
    const next = seededRandom(11);
    for (const bytes of [2_000, 16_000, 16_380, 30_000]) {
      // Its first 200 bytes end it again, nearly a whole input back (16,380: past a 16 KB window's reach).
      const input = Buffer.from(Array.from({ length: bytes }, () => Math.floor(next() * 256)));
      input.copy(input, bytes - 200, 0, 200);
      const whole = deflateRawSync(input, { level: 6 });
      expect(whole.byteLength).toBeLessThan(bytes - 100);
      expect(deflateRawSync(input, { level: 6, windowBits: windowBitsFor(bytes) }).equals(whole)).toBe(true);
    }
  });

  it('deflates to the same bytes as the largest window, at every level the engine uses', () => {
    const next = seededRandom(7);
    const sizes = [0, 1, 249, 250, 251, 700, 3_834, 3_835, 8_000, 16_121, 16_122, 40_000];
    for (const bytes of sizes) {
      const input = next() < 0.5 ? slideLike(next, bytes) : Buffer.from(slideLike(next, bytes).reverse());
      for (const level of [0, 1, 6, 9]) {
        const whole = deflateRawSync(input, { level });
        expect(deflateRawSync(input, { level, windowBits: windowBitsFor(bytes) }).equals(whole)).toBe(true);
      }
    }
  });
});
