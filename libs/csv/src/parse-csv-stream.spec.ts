import { CsvError } from './csv-error';
import { CsvReader, type OverlongValue } from './csv-reader';
import type { CsvRecord } from './read-records';
import { parseCsv, parseCsvStream, type CsvOptions, type CsvTable } from './parse-csv';

const encode = (text: string) => new TextEncoder().encode(text);

/** UTF-16 with its BOM, as Excel's "Unicode text" saves (little-endian) or big-endian. */
function encodeUtf16(text: string, littleEndian: boolean): Uint8Array {
  const bytes = new Uint8Array(2 + 2 * text.length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index++)
    view.setUint16(2 + 2 * index, text.charCodeAt(index), littleEndian);
  return bytes;
}

/** A small seeded generator (mulberry32): the same corpus on every run, different in every case. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  'a',
  'Zoë',
  '東京',
  '😀',
  ' ',
  '\u00a0',
  '"',
  '""',
  ',',
  ';',
  '\t',
  '\n',
  '\r\n',
  '\r',
  'x"y',
];

/** A file made to hit the reader's corners: quotes, every line break, BOMs, blank lines, multi-byte text. */
function corpusFile(next: () => number): Uint8Array {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const delimiter = pick([',', ';', '\t', '|']);
  const lineBreak = () => pick(['\n', '\r\n', '\r']);
  const columns = 1 + Math.floor(next() * 4);
  // A row holds values past the limit or a bad quote, never both: a streamed read names the value where a whole
  // read names the quote after it in the same row (both refuse the file; README, "Streamed reading").
  const field = (longRow: boolean) => {
    // Now and then a value past the limit (20 characters in these files): many pieces, never all blank.
    const length = longRow && next() < 0.2 ? 20 + Math.floor(next() * 60) : Math.floor(next() * 6);
    const text = (length > 6 ? 'a' : '') + Array.from({ length }, () => pick(PIECES)).join('');
    if (!longRow && next() < 0.01) return `"${text.replaceAll('"', '""')}"z`; // text after the closing quote
    if (next() < 0.5) return `"${text.replaceAll('"', '""')}"`;
    return text.replace(/[\r\n"]/g, '').replaceAll(delimiter, '');
  };
  const lines = [Array.from({ length: columns }, (_, index) => `col${index}`).join(delimiter)];
  for (let row = Math.floor(next() * 30); row > 0; row--) {
    if (next() < 0.1) lines.push(pick(['', ' ', '""']));
    // Now and then a row of the wrong length, text after a closing quote or a quote never closed.
    const width = next() < 0.05 ? columns + 1 : columns;
    const longRow = next() < 0.2;
    lines.push(Array.from({ length: width }, () => field(longRow)).join(delimiter));
  }
  if (next() < 0.05) lines.push('"open');
  const text = lines
    .map((line) => line + lineBreak())
    .join('')
    .slice(0, next() < 0.3 ? -1 : undefined);
  // UTF-16 now and then: pieces then end inside a character's two bytes and inside a surrogate pair.
  if (next() < 0.15) return encodeUtf16(text, next() < 0.7);
  const bom = next() < 0.2 ? [0xef, 0xbb, 0xbf] : [];
  // A byte that is not UTF-8 on a line of its own at the end: inside a long value a piece-by-piece read
  // counts the value and refuses its length instead (both refuse the file; README, "Streamed reading").
  const bad = next() < 0.05 ? [0x0a, 0xfc] : [];
  return new Uint8Array([...bom, ...encode(text), ...bad]);
}

/** The bytes in pieces of random sizes (1 byte to a few hundred): every boundary lands somewhere. */
function* inPieces(bytes: Uint8Array, next: () => number): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.length;) {
    const size = 1 + Math.floor(next() * (next() < 0.5 ? 4 : 300));
    yield bytes.subarray(offset, offset + size);
    offset += size;
  }
}

/** The bytes in pieces of `size` (a download's chunks). */
function* everyBytes(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** A reader over `onRecord`'s records with the table's rules left out: what a file costs it. */
function readerOver(maxValueChars: number, columns?: number) {
  const records: CsvRecord[] = [];
  const refusals: unknown[] = [];
  const refuse = (what: unknown): never => {
    refusals.push(what);
    throw new Error('refused');
  };
  const reader = new CsvReader({
    maxValueChars,
    onRecord: (record) => records.push(record),
    onOverlong: (value) => refuse({ overlong: value }),
    columns: () => columns,
    onWideRecord: (record) => refuse({ wide: record }),
  });
  const read = (file: Uint8Array, size: number) => {
    try {
      for (const piece of everyBytes(file, size)) reader.push(piece);
      reader.end();
    } catch (error) {
      if (!(error instanceof Error) || error.message !== 'refused') throw error;
    }
  };
  return { reader, records, refusals, read };
}

async function* asAsync(pieces: Iterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  for (const piece of pieces) yield piece;
}

/** What a read gives: the table, or the error's code, line and message. */
async function outcome(read: () => Promise<unknown>): Promise<unknown> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return { code: error.code, line: error.line, message: error.message };
  }
}

describe('parseCsvStream', () => {
  it('reads 400 generated files in random pieces exactly as parseCsv reads them whole', async () => {
    const next = random(Number(process.env.SEED ?? 20261126));
    const kinds = new Set<string>();
    // A wider search: SEED=<n> CORPUS=<files> npx jest --selectProjects unit --runTestsByPath <this file>
    for (let file = 0; file < Number(process.env.CORPUS ?? 400); file++) {
      const bytes = corpusFile(next);
      // Half read as chosen UTF-8 (a bad byte is refused), half detected (a bad byte makes it Windows-1252).
      const options: CsvOptions = { maxValueChars: 20, ...(next() < 0.5 ? { encoding: 'utf-8' } : {}) };
      const whole = await outcome(async () => parseCsv(bytes, options));
      // Segments of a few bytes: pieces end inside every kind of record, field and line break.
      const segmentBytes = 1 + Math.floor(next() * 64);
      const streamed = await outcome(() =>
        parseCsvStream(asAsync(inPieces(bytes, next)), { ...options, segmentBytes }),
      );
      expect(streamed).toEqual(whole);
      kinds.add((whole as { code?: string }).code ?? (whole as CsvTable).encoding.name);
    }
    // The corpus reaches the errors as well as tables, so the comparison covers both.
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'invalid_encoding',
        'ragged_row',
        'utf-16be',
        'utf-16le',
        'utf-8',
        'value_too_long',
        'windows-1252',
      ]),
    );
  });

  it('refuses a 19,000,000-character value read in 64 KiB pieces with its whole length, holding none of it', async () => {
    const file = encode(`Name,Note\nAnn,fine\nBob,${'x'.repeat(19_000_000)}\nCid,fine\n`);
    const records: CsvRecord[] = [];
    let refused: OverlongValue | undefined;
    const reader = new CsvReader({
      maxValueChars: 10_000,
      onRecord: (record) => records.push(record),
      onOverlong: (value) => {
        refused = value;
        throw new Error('refused');
      },
    });
    expect(() => {
      for (let offset = 0; offset < file.length; offset += 65_536) {
        reader.push(file.subarray(offset, offset + 65_536));
      }
    }).toThrow('refused');
    expect(refused).toEqual({ line: 3, field: 1, chars: 19_000_000 });
    expect(records.map(({ fields }) => fields)).toEqual([
      ['Name', 'Note'],
      ['Ann', 'fine'],
    ]);
    // A segment (256 KiB) and one piece at most: the value's 19 MB are counted as they pass.
    expect(reader.heldBytes).toBeLessThan(256 * 1024 + 2 * 65_536);

    const table = await outcome(() => parseCsvStream(asAsync(everyBytes(file, 65_536)), {}));
    expect(table).toEqual({
      code: 'value_too_long',
      line: 3,
      message:
        'Line 3: row 2, column "Note": the value is 19,000,000 characters long; at most 10,000 fit on a slide.',
    });
  });

  it('counts a long quoted value with escaped quotes, line breaks and four-byte characters as string.length does', async () => {
    const value = `${'ab""😀\r\n'.repeat(40_000)}end`;
    const expected = value.replaceAll('""', '"').length;
    const fitting = encode(`a\n"${value}"\n`);
    expect(
      await outcome(() => parseCsvStream(asAsync(inPieces(fitting, random(8))), { maxValueChars: 10_000 })),
    ).toEqual({
      code: 'value_too_long',
      line: 2,
      message: `Line 2: row 1, column "a": the value is ${expected.toLocaleString('en-US')} characters long; at most 10,000 fit on a slide.`,
    });
    // The same file read whole says the same.
    expect(await outcome(async () => parseCsv(fitting, { maxValueChars: 10_000 }))).toEqual(
      await outcome(() => parseCsvStream(asAsync(inPieces(fitting, random(9))), { maxValueChars: 10_000 })),
    );
  });

  it('refuses an overlong quoted value never closed, or with text after its quote, as the scan does', async () => {
    // Longer than a segment, so the reader counts them rather than reading them whole.
    const open = encode(`a\n"${'x'.repeat(300_000)}\n`);
    const afterQuote = encode(`a\n"${'x'.repeat(300_000)}"y\n`);
    for (const file of [open, afterQuote]) {
      expect(await outcome(() => parseCsvStream(asAsync(inPieces(file, random(3))), {}))).toEqual(
        await outcome(async () => parseCsv(file)),
      );
    }
  });

  it('stops pulling pieces at the first problem', async () => {
    let pulled = 0;
    async function* file(): AsyncGenerator<Uint8Array> {
      yield encode('a,b\n1,2\n1,2,3\n');
      for (let piece = 0; piece < 1_000; piece++) {
        pulled++;
        yield encode('1,2\n'.repeat(20_000));
      }
    }
    expect(await outcome(() => parseCsvStream(file()))).toMatchObject({ code: 'ragged_row', line: 3 });
    // The first segment's worth (256 KiB, about four pieces of 80 KB), not the 80 MB behind it.
    expect(pulled).toBeLessThan(10);
  });

  it('refuses a long row of values each past the limit at its first, holding and scanning little of it', () => {
    // 16 MB in one record of 29,000-character values: refused at the first, as the first piece past it arrives.
    const file = encode(`a,b\n1,${`${'x'.repeat(29_000)},`.repeat(560)}\n`);
    const { reader, refusals, read } = readerOver(10_000, 2);
    read(file, 16_384);
    expect(refusals).toEqual([{ overlong: { line: 2, field: 1, chars: 29_000 } }]);
    expect(reader.heldBytes).toBeLessThan(600_000);
    expect(reader.scannedBytes).toBeLessThan(1_000_000);
  });

  it('refuses a row of many short fields once it is longer than a segment, not at the end of the file', () => {
    const file = encode(`a,b\n${'1,'.repeat(4_000_000)}1\n`);
    const { reader, refusals, read } = readerOver(10_000, 2);
    read(file, 16_384);
    expect(refusals).toEqual([{ wide: { line: 2, fields: expect.any(Number) } }]);
    expect(reader.heldBytes).toBeLessThan(600_000);
  });

  it('reads a long row within the limits in small pieces with work linear in its length', () => {
    const header = Array.from({ length: 40 }, (_, column) => `c${column}`).join(',');
    const row = Array.from({ length: 40 }, () => 'y'.repeat(9_000)).join(',');
    const file = encode(`${header}\n${row}\n${row}\n`);
    const { reader, records, refusals, read } = readerOver(10_000, 40);
    read(file, 4_096);
    expect(refusals).toEqual([]);
    expect(records.map(({ fields }) => fields.length)).toEqual([40, 40, 40]);
    // Kept and read again only when doubled: about twice the file, not a rescan for every 4 KB piece.
    expect(reader.scannedBytes).toBeLessThan(3 * file.length);
  });
});
