import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { readTokens } from './deflate-tokens';
import { encodeTokens, tokenPart, tokenPieces } from './token-part';

// A part encoded per row from the template's matches must inflate to exactly the template's XML with the row's
// values in place, whatever the values: matches reaching back over holes get longer distances, matches that
// would copy a hole's place are cut, a value met again is copied, and a distance past the window is written
// as literals.

/** Repetitive XML, as slides are: every literal refers back into the ones before it. */
function slideLiterals(count: number, seed = 1): string[] {
  return Array.from({ length: count }, (_, index) => {
    const words = ['market', 'growth', 'region', 'quarter', 'margin'];
    const word = words[(index * seed) % words.length];
    return `</a:t></a:r><a:r><a:rPr lang="en-US" sz="1${index % 4}00" dirty="0"/><a:t>${word} ${index} ${word}s `;
  });
}

function expected(literals: readonly string[], values: readonly string[]): string {
  return literals.map((literal, index) => (index > 0 ? values[index - 1] : '') + literal).join('');
}

async function roundTrip(literals: readonly string[], values: readonly string[]) {
  const part = await tokenPart(tokenPieces(literals));
  const encoded = encodeTokens(
    part,
    values.map((value) => Buffer.from(value, 'utf8')),
  );
  const xml = expected(literals, values);
  expect(inflateRawSync(encoded.data).toString('utf8')).toBe(xml);
  expect(encoded.crc32).toBe(crc32(Buffer.from(xml, 'utf8')));
  expect(encoded.uncompressedSize).toBe(Buffer.byteLength(xml, 'utf8'));
  return encoded;
}

describe('readTokens', () => {
  it('reads back what zlib wrote, stored, fixed and dynamic blocks alike', () => {
    const text = Buffer.from(slideLiterals(40).join(''), 'utf8');
    for (const strategy of [constants.Z_DEFAULT_STRATEGY, constants.Z_FIXED]) {
      for (const level of [0, 1, 9]) {
        const tokens = readTokens(deflateRawSync(text, { level, strategy }), text.byteLength);
        const rebuilt: number[] = [];
        for (const token of tokens) {
          if (token.length === 0) rebuilt.push(text[token.at]);
          else
            for (let index = 0; index < token.length; index++)
              rebuilt.push(rebuilt[token.at - token.distance + index]);
        }
        expect(Buffer.from(rebuilt).equals(text)).toBe(true);
      }
    }
  });
});

describe('encodeTokens', () => {
  it('puts values of any length between matches that reach back over holes', async () => {
    const literals = slideLiterals(12);
    await roundTrip(
      literals,
      literals.slice(1).map(() => ''),
    );
    await roundTrip(
      literals,
      literals.slice(1).map((_, index) => `Value ${'é'.repeat(index * 13)} & <b>`),
    );
  });

  it('sums short runs of literals into the checksum and combines long ones, the same CRC either way', async () => {
    // Runs of 0, 1, 255, 256, 257 and 5,000 bytes around the summed/combined boundary, first and last too.
    const literals = [0, 1, 255, 256, 257, 5_000, 256].map((bytes, index) =>
      `<r${index}>`.repeat(Math.ceil(bytes / 4)).slice(0, bytes),
    );
    await roundTrip(
      literals,
      literals.slice(1).map((_, index) => `v${index}`),
    );
    await roundTrip(['x'.repeat(9_000)], []);
  });

  it('writes a match as literals when its values push it past the 32 KiB window', async () => {
    const literals = slideLiterals(6);
    await roundTrip(
      literals,
      literals.slice(1).map((_, index) => 'z'.repeat(index === 2 ? 40_000 : 3)),
    );
  });

  it('packs parts of any size one after another, each into bytes of its own', async () => {
    // The packing buffer is shared: each part's bytes are copied out of it (an earlier part's result must not
    // change), and a part after a larger one, or one bound for more than the buffer keeps (600 KB of values:
    // two bytes a value byte at most), must still be its own.
    const small = slideLiterals(8);
    const first = await roundTrip(
      small,
      small.slice(1).map(() => 'a'),
    );
    const kept = Buffer.from(first.data);
    for (const [literals, value] of [
      [small, 'bb'],
      [slideLiterals(1_000, 2), 'medium'],
      [small, 'l'.repeat(600_000)],
      [small, 'ccc'],
    ] as const) {
      await roundTrip(
        literals,
        literals.slice(1).map((_, index) => `${value}${index}`),
      );
    }
    expect(Buffer.from(first.data).equals(kept)).toBe(true);
  });

  it('copies a value met again in the same part instead of writing it twice', async () => {
    const literals = slideLiterals(30, 3);
    const once = await roundTrip(
      literals,
      literals.slice(1).map((_, index) => `Customer ${index} of many`),
    );
    const repeated = await roundTrip(
      literals,
      literals.slice(1).map(() => 'Customer 0 of many'),
    );
    expect(repeated.data.byteLength).toBeLessThan(once.data.byteLength - 300);
    await roundTrip(
      literals,
      literals.slice(1).map(() => 'q'.repeat(600)),
    );
  });

  it('writes replaceable literals as the row gives them, never copying from them', async () => {
    const literals = ['<a:bodyPr wrap="square"><a:normAutofit/></a:bodyPr>', ...slideLiterals(8)];
    literals.push(literals[0]);
    const part = await tokenPart(tokenPieces(literals, new Set([0, literals.length - 1])));
    const rewritten = '<a:bodyPr wrap="square"><a:normAutofit fontScale="62500"/></a:bodyPr>';
    const slots: string[] = [rewritten];
    for (let index = 1; index < literals.length; index++) {
      slots.push(`v${index}`);
      if (index === literals.length - 1) slots.push(literals[0]);
    }
    const encoded = encodeTokens(
      part,
      slots.map((slot) => Buffer.from(slot, 'utf8')),
    );
    const xml =
      rewritten +
      literals
        .slice(1, -1)
        .map((literal, index) => `v${index + 1}${literal}`)
        .join('') +
      `v${literals.length - 1}${literals[0]}`;
    expect(inflateRawSync(encoded.data).toString('utf8')).toBe(xml);
  });

  it('compresses a part with a tag every few dozen bytes about as well as deflating it whole', async () => {
    const literals = slideLiterals(200);
    const values = literals.slice(1).map((_, index) => `${index}`);
    const encoded = await roundTrip(literals, values);
    const whole = deflateRawSync(expected(literals, values), { level: 6 });
    expect(encoded.data.byteLength).toBeLessThan(whole.byteLength * 1.15 + 128);
  });
});
