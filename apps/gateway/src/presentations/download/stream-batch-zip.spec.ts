import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { streamBatchZip, type ZipEntry } from './stream-batch-zip';
import { needsZip64, zip64Ending } from '@deckmill/zip';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function* pagesOf(...pages: ZipEntry[][]): AsyncGenerator<readonly ZipEntry[]> {
  yield* pages;
}

/** Decks by key, each served in two chunks. */
function storageOf(decks: Record<string, string>) {
  return {
    getStream: async (key: string) => {
      const bytes = Buffer.from(decks[key] ?? '');
      return Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]);
    },
  };
}

const DECKS = { a: 'first deck', b: 'second deck', c: '' };
const ENTRIES: ZipEntry[][] = [
  [
    { key: 'a', fileName: 'Acme.pptx' },
    { key: 'b', fileName: 'Müller – two 😀.pptx' },
  ],
  [{ key: 'c', fileName: 'empty.pptx' }],
];

function texts(archive: Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, strFromU8(bytes)]),
  );
}

/** The 32-bit local header offsets of a small archive's central records, and where the directory starts. */
function directoryOf(archive: Buffer): { offsets: number[]; directoryOffset: number } {
  const directoryOffset = archive.readUInt32LE(archive.length - 6);
  const offsets: number[] = [];
  for (let at = directoryOffset; archive.readUInt32LE(at) === 0x02014b50;) {
    offsets.push(archive.readUInt32LE(at + 42));
    at += 46 + archive.readUInt16LE(at + 28) + archive.readUInt16LE(at + 30) + archive.readUInt16LE(at + 32);
  }
  return { offsets, directoryOffset };
}

describe('streamBatchZip', () => {
  it('writes one stored entry per deck, across pages, with its CRC, that an independent reader opens', async () => {
    const archive = await collect(streamBatchZip(storageOf(DECKS), pagesOf(...ENTRIES)));
    expect(texts(archive)).toEqual({
      'Acme.pptx': 'first deck',
      'Müller – two 😀.pptx': 'second deck',
      'empty.pptx': '',
    });
    const { offsets } = directoryOf(archive);
    expect(offsets).toHaveLength(3);
    expect(archive.readUInt16LE(offsets[0] + 8)).toBe(0); // method 0: stored, never re-compressed
    const directoryOffset = archive.readUInt32LE(archive.length - 6);
    expect(archive.readUInt32LE(directoryOffset + 16)).toBe(crc32('first deck'));
  });

  it('passes a deck through while reading it, never holding it whole', async () => {
    let release!: () => void;
    const consumerSawFirstHalf = new Promise<void>((resolve) => (release = resolve));
    const storage = {
      getStream: async () =>
        Readable.from(
          (async function* () {
            yield Buffer.from('first-half|');
            await consumerSawFirstHalf; // a writer that waits for the whole deck never gets past this
            yield Buffer.from('second-half');
          })(),
        ),
    };
    const chunks: Buffer[] = [];
    for await (const chunk of streamBatchZip(storage, pagesOf([{ key: 'k', fileName: 'big.pptx' }]))) {
      chunks.push(chunk as Buffer);
      if (Buffer.concat(chunks).includes('first-half|')) release();
    }
    expect(texts(Buffer.concat(chunks))).toEqual({ 'big.pptx': 'first-half|second-half' });
  });

  it('fails on a duplicate name rather than writing an ambiguous archive', async () => {
    const twice = [
      { key: 'a', fileName: 'a.pptx' },
      { key: 'b', fileName: 'a.pptx' },
    ];
    await expect(collect(streamBatchZip(storageOf(DECKS), pagesOf(twice)))).rejects.toThrow(
      'Duplicate archive entry name',
    );
  });
});

describe('zip64Ending', () => {
  it('is needed past 65,534 entries or once the directory starts or spans past 4 GiB', () => {
    expect(needsZip64(10_000, 2 ** 32 - 2, 1_000_000)).toBe(false);
    expect(needsZip64(65_535, 1_000, 1_000)).toBe(true);
    expect(needsZip64(10_000, 2 ** 32 - 1, 1_000_000)).toBe(true);
    expect(needsZip64(10_000, 1_000, 2 ** 32)).toBe(true);
  });

  it('adds ZIP64 end records that readers follow', async () => {
    const archive = await collect(streamBatchZip(storageOf(DECKS), pagesOf(...ENTRIES)));
    const { offsets, directoryOffset } = directoryOf(archive);
    const ending = zip64Ending(archive.subarray(directoryOffset), offsets, directoryOffset);
    const rewritten = Buffer.concat([archive.subarray(0, directoryOffset), ending]);
    expect(rewritten.readUInt32LE(rewritten.length - 22 - 20)).toBe(0x07064b50); // the ZIP64 locator
    expect(texts(rewritten)).toEqual(texts(archive));
  });

  it('moves an offset past 4 GiB into a ZIP64 extra field and leaves the records before it as they were', async () => {
    const archive = await collect(streamBatchZip(storageOf(DECKS), pagesOf(ENTRIES[0])));
    const { offsets, directoryOffset } = directoryOf(archive);
    const classic = archive.subarray(directoryOffset);
    const farOffset = 2 ** 32 + 5;
    const ending = Buffer.from(zip64Ending(classic, [offsets[0], farOffset], directoryOffset));
    const firstLength = 46 + classic.readUInt16LE(28);
    expect(ending.subarray(0, firstLength).equals(classic.subarray(0, firstLength))).toBe(true);
    const second = ending.subarray(firstLength);
    const nameLength = second.readUInt16LE(28);
    expect([second.readUInt16LE(6), second.readUInt16LE(30), second.readUInt32LE(42)]).toEqual([
      45, 12, 0xffffffff,
    ]);
    expect(second.subarray(46, 46 + nameLength).toString()).toBe('Müller – two 😀.pptx');
    const extra = second.subarray(46 + nameLength, 46 + nameLength + 12);
    expect([extra.readUInt16LE(0), extra.readUInt16LE(2), Number(extra.readBigUInt64LE(4))]).toEqual([
      1,
      8,
      farOffset,
    ]);
  });

  it('asks storage for each deck with its recorded size, and without one when none was recorded', async () => {
    const asked: [string, unknown][] = [];
    const storage = {
      getStream: async (key: string, options?: unknown) => {
        asked.push([key, options]);
        return Readable.from([Buffer.from(DECKS[key as keyof typeof DECKS])]);
      },
    };
    const entries: ZipEntry[] = [
      { key: 'a', fileName: 'a.pptx', sizeBytes: DECKS.a.length },
      { key: 'b', fileName: 'b.pptx' },
    ];
    await collect(streamBatchZip(storage, pagesOf(entries)));
    expect(asked).toEqual([
      ['a', { expect: { size: DECKS.a.length } }],
      ['b', {}],
    ]);
  });
});
