import { crc32, inflateRawSync } from 'node:zlib';
import type { Hole } from './holes';
import { assembleSegments, segmentIfSmall, segmentPart } from './segmented-deflate';

const HOLE: Hole = { kind: 'text', key: 'name' };

function partOf(literals: string[]) {
  return { literals, holes: literals.slice(1).map(() => HOLE) };
}

async function check(literals: string[], values: string[]) {
  const laidOut = assembleSegments(
    await segmentPart(partOf(literals)),
    values.map((value) => Buffer.from(value, 'utf8')),
  );
  const expected = Buffer.from(
    literals.map((literal, index) => (index === 0 ? '' : values[index - 1]) + literal).join(''),
    'utf8',
  );
  expect(inflateRawSync(laidOut.data).equals(expected)).toBe(true);
  expect(laidOut.crc32).toBe(crc32(expected));
  expect(laidOut.uncompressedSize).toBe(expected.byteLength);
  return laidOut;
}

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

describe('segmented deflate', () => {
  it('lays out literals and values as one stream any inflater reads', async () => {
    await check(
      ['<p:sld><a:t>Hello ', '</a:t><a:t>', ', from ', '</a:t></p:sld>'],
      ['Ada', 'Zoë 👋', 'Acme & Co'],
    );
  });

  it('handles empty literals, empty values and a part without holes', async () => {
    await check(['', '', ''], ['', 'x']);
    await check(['<a/>', '', '<b/>'], ['', '']);
    await check(['<only-literal/>'], []);
    await check([''], []);
  });

  it('splits a value longer than a stored block can hold', async () => {
    const long = 'é'.repeat(70_000); // 140,000 bytes: three stored blocks
    await check(['<a:t>', '</a:t>'], [long]);
  });

  it('round-trips random parts (seeded)', async () => {
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const alphabet = ['<a:t>', '</a:t>', 'x', ' ', '&amp;', 'ü', '😀', '\n', 'lorem ipsum '];
      const text = (max: number) =>
        Array.from({ length: next(max) }, () => alphabet[next(alphabet.length)]).join('');
      const literals = Array.from({ length: 1 + next(8) }, () => text(400));
      const values = literals.slice(1).map(() => text(30));
      try {
        await check(literals, values);
      } catch (error) {
        throw new Error(`seed ${seed}: ${String(error)}`, { cause: error });
      }
    }
  });

  it('refuses a value count that does not match the holes', async () => {
    const segmented = await segmentPart(partOf(['a', 'b']));
    expect(() => assembleSegments(segmented, [])).toThrow('One value is needed per hole');
  });

  describe('choosing between laying out and deflating per row', () => {
    const cell = (index: number) =>
      `<a:tc><a:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-GB" sz="1200"/><a:t>Cell ${index}: `;
    const cellEnd = '</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>';

    it('lays out a part with a few holes in a lot of XML', async () => {
      const body = Array.from({ length: 300 }, (_, index) => cell(index) + 'static text' + cellEnd).join('');
      expect(await segmentIfSmall(partOf([body, body, body]), 1)).not.toBeNull();
    });

    it('deflates per row a part with a hole in every few dozen bytes', async () => {
      const literals = Array.from({ length: 300 }, (_, index) => cellEnd + cell(index));
      expect(await segmentIfSmall(partOf(literals), 6)).toBeNull();
    });
  });
});
