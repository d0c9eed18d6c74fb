import { Readable } from 'node:stream';
import { packSliceKey, parsePackSlice, type GetObjectOptions } from '@deckmill/storage';
import { zipFilesOf, type KeyedEntry } from './pack-runs';

const PACK = Buffer.from('aaaabbbbbbcc');
const slice = (packKey: string, start: number, length: number) =>
  packSliceKey({ packKey, start, length, packSize: PACK.length, extension: 'pptx' });

/** A store of a pack (its slices read alone too) and a deck of its own, answering ranges in pieces of 5 bytes; it records every read. */
function store(options: { failPacks?: boolean } = {}) {
  const reads: string[] = [];
  const streams: Readable[] = [];
  const storage = {
    getStream: async (key: string, read: GetObjectOptions = {}): Promise<Readable> => {
      const range = read.range ? `${read.range.start}-${read.range.end}` : 'whole';
      reads.push(`${key} ${range}`);
      if (key.endsWith('.pack') && options.failPacks) throw new Error('reset');
      const inPack = parsePackSlice(key);
      const bytes =
        key === 'own.pptx'
          ? Buffer.from('own!')
          : inPack
            ? PACK.subarray(inPack.start, inPack.start + inPack.length)
            : PACK;
      const part = read.range
        ? bytes.subarray(read.range.start, (read.range.end ?? bytes.length - 1) + 1)
        : bytes;
      const pieces = [];
      for (let at = 0; at < part.length; at += 5) pieces.push(part.subarray(at, at + 5));
      const stream = Readable.from(pieces);
      streams.push(stream);
      return stream;
    },
  };
  return { storage, reads, streams };
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const ENTRIES: KeyedEntry[] = [
  { key: slice('p/a.pack', 0, 4), sizeBytes: 4 },
  { key: slice('p/a.pack', 4, 6), sizeBytes: 6 },
  { key: 'own.pptx', sizeBytes: 4 },
  { key: slice('p/a.pack', 10, 2), sizeBytes: 2 },
];

describe('zipFilesOf', () => {
  it("reads a page's decks of one pack with one read, in any order and between other files", async () => {
    const { storage, reads } = store();
    const entries: KeyedEntry[] = [
      { key: slice('p/a.pack', 4, 6), sizeBytes: 6 },
      { key: 'own.pptx', sizeBytes: 4 },
      { key: slice('p/a.pack', 0, 4), sizeBytes: 4 },
    ];
    const contents: string[] = [];
    for await (const file of zipFilesOf(storage, [entries], (entry) => ({ fileName: entry.key }))) {
      contents.push(await text(await file.open()));
    }

    expect(contents).toEqual(['bbbbbb', 'own!', 'aaaa']);
    expect(reads).toEqual(['p/a.pack 0-9', 'own.pptx whole']);
  });

  it('reads a run that is its whole pack without a range', async () => {
    const { storage, reads } = store();
    const contents: string[] = [];
    for await (const file of zipFilesOf(storage, [ENTRIES], (entry) => ({ fileName: entry.key }))) {
      contents.push(await text(await file.open()));
    }

    expect(contents).toEqual(['aaaa', 'bbbbbb', 'own!', 'cc']);
    expect(reads).toEqual(['p/a.pack whole', 'own.pptx whole']);
  });

  it("starts the next pack's read when the first deck of the pack before is opened, one pack ahead", async () => {
    const { storage, reads } = store();
    const entries: KeyedEntry[] = [
      { key: slice('p/a.pack', 0, 4), sizeBytes: 4 },
      { key: 'own.pptx', sizeBytes: 4 },
      { key: slice('p/b.pack', 0, 4), sizeBytes: 4 },
      { key: slice('p/c.pack', 0, 4), sizeBytes: 4 },
    ];
    const files = zipFilesOf(storage, [entries], (entry) => ({ fileName: entry.key }));
    const first = await files.next();
    if (first.done) throw new Error('no file');
    expect(await text(await first.value.open())).toBe('aaaa');
    expect(reads).toEqual(['p/a.pack 0-3', 'p/b.pack 0-3']);

    const contents: string[] = [];
    for await (const file of files) contents.push(await text(await file.open()));
    expect(contents).toEqual(['own!', 'aaaa', 'aaaa']);
    expect(reads).toEqual(['p/a.pack 0-3', 'p/b.pack 0-3', 'own.pptx whole', 'p/c.pack 0-3']);
  });

  it("stops the next pack's read when the archive is given up, and reads no deck of it alone", async () => {
    const { storage, reads } = store();
    // The second pack's bytes never finish coming.
    const slow = new Readable({ read: () => undefined });
    const getStream = storage.getStream;
    storage.getStream = async (key, read) => {
      if (key !== 'p/b.pack') return getStream(key, read);
      reads.push('p/b.pack, slow');
      return slow;
    };
    const entries: KeyedEntry[] = [
      { key: slice('p/a.pack', 0, 4), sizeBytes: 4 },
      { key: slice('p/b.pack', 0, 4), sizeBytes: 4 },
    ];
    const files = zipFilesOf(storage, [entries], (entry) => ({ fileName: entry.key }));
    const first = await files.next();
    const second = await files.next();
    if (first.done || second.done) throw new Error('no file');
    expect(await text(await first.value.open())).toBe('aaaa');
    const waiting = second.value.open();
    await new Promise((resolve) => setImmediate(resolve));
    expect(slow.destroyed).toBe(false);

    await files.return(undefined);
    expect(slow.destroyed).toBe(true);
    await expect(waiting).rejects.toThrow('given up');
    expect(reads).toEqual(['p/a.pack 0-3', 'p/b.pack, slow']);
  });

  it('reads each deck of a run alone when the run cannot be read', async () => {
    const { storage, reads } = store({ failPacks: true });
    const contents: string[] = [];
    for await (const file of zipFilesOf(storage, [ENTRIES.slice(0, 2)], (entry) => ({
      fileName: entry.key,
    }))) {
      contents.push(await text(await file.open()));
    }

    expect(contents).toEqual(['aaaa', 'bbbbbb']);
    expect(reads).toEqual(['p/a.pack 0-9', `${ENTRIES[0]?.key} whole`, `${ENTRIES[1]?.key} whole`]);
  });
});
