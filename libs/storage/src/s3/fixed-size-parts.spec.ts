import { Readable } from 'node:stream';
import { fixedSizeParts } from './fixed-size-parts';

async function partsOf(chunks: string[], partSize: number): Promise<string[]> {
  const parts: string[] = [];
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk)));
  for await (const part of fixedSizeParts(source, partSize)) parts.push(part.toString());
  return parts;
}

describe('fixedSizeParts', () => {
  it('regroups chunks of any size into parts of exactly partSize, the last one shorter', async () => {
    expect(await partsOf(['ab', 'cdefg', 'h', 'ijklmnop'], 3)).toEqual([
      'abc',
      'def',
      'ghi',
      'jkl',
      'mno',
      'p',
    ]);
  });

  it('does not add an empty part when the data ends on a part boundary', async () => {
    expect(await partsOf(['abcdef'], 3)).toEqual(['abc', 'def']);
  });

  it('yields one empty part for an empty stream', async () => {
    expect(await partsOf([], 3)).toEqual(['']);
  });
});
