import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { readAhead } from './read-ahead';
import { storedArchiveEnding as archiveEnding, storedZipLength, UINT32_MAX } from '@deckmill/zip/node';
import { storedZipChunks, type StoredZipFile } from './stored-zip-stream';

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return Buffer.concat(all);
}

async function* filesOf(contents: Record<string, string>, sized = true): AsyncGenerator<StoredZipFile> {
  for (const [fileName, text] of Object.entries(contents)) {
    yield {
      fileName,
      ...(sized ? { sizeBytes: Buffer.byteLength(text) } : {}),
      open: async () => Readable.from([Buffer.from(text.slice(0, 2)), Buffer.from(text.slice(2))]),
    };
  }
}

const FILES = { 'Acme.pptx': 'first deck', 'Köln/Müller 😀.pptx': 'second deck', 'empty.pdf': '' };

describe('storedZipChunks', () => {
  it('writes an archive an independent reader opens, exactly as long as computed up front', async () => {
    const archive = await collect(storedZipChunks(filesOf(FILES), new Date('2026-11-23T10:00:00Z')));
    const opened = Object.fromEntries(
      Object.entries(unzipSync(archive)).map(([name, bytes]) => [name, strFromU8(bytes)]),
    );
    expect(opened).toEqual(FILES);
    const layout = Object.entries(FILES).map(([name, text]) => ({
      nameBytes: Buffer.byteLength(name),
      size: Buffer.byteLength(text),
    }));
    expect(archive.byteLength).toBe(storedZipLength(layout));
    const directoryOffset = archive.readUInt32LE(archive.length - 6);
    expect(archive.readUInt32LE(directoryOffset + 16)).toBe(crc32('first deck'));
    expect(archive.readUInt16LE(directoryOffset + 10)).toBe(0); // stored
  });

  it('fails when a file has another size than it recorded (the announced length would be wrong)', async () => {
    async function* lying(): AsyncGenerator<StoredZipFile> {
      yield { fileName: 'a.pptx', sizeBytes: 5, open: async () => Readable.from([Buffer.from('1234')]) };
    }
    await expect(collect(storedZipChunks(lying(), new Date()))).rejects.toThrow('4 bytes, 5 were recorded');
  });

  it('fails a file larger than recorded before yielding any byte past its recorded size', async () => {
    async function* grown(): AsyncGenerator<StoredZipFile> {
      const chunks = [Buffer.from('12345'), Buffer.from('67')];
      yield { fileName: 'a.pptx', sizeBytes: 6, open: async () => Readable.from(chunks) };
    }
    const yielded: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of storedZipChunks(grown(), new Date())) yielded.push(chunk);
    })();
    await expect(reading).rejects.toThrow('more bytes than the 6 recorded');
    const [header, ...data] = yielded;
    expect(header?.subarray(0, 4).readUInt32LE(0)).toBe(0x04034b50);
    expect(Buffer.concat(data).toString()).toBe('12345');
  });

  it('fails on a duplicate name rather than writing an ambiguous archive', async () => {
    async function* twice(): AsyncGenerator<StoredZipFile> {
      yield* filesOf({ 'a.pptx': 'x' });
      yield* filesOf({ 'a.pptx': 'y' });
    }
    await expect(collect(storedZipChunks(twice(), new Date()))).rejects.toThrow(
      'Duplicate archive entry name',
    );
  });

  it('opens a file once more when its source failed before its first byte, not after', async () => {
    const reset = () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
        },
      });
    let opens = 0;
    async function* flaky(): AsyncGenerator<StoredZipFile> {
      yield* filesOf({ 'a.pptx': 'first deck' });
      yield {
        fileName: 'b.pptx',
        sizeBytes: 4,
        open: async () => {
          opens += 1;
          if (opens === 1) return reset();
          return Readable.from([Buffer.from('body')]);
        },
      };
    }
    const archive = await collect(storedZipChunks(flaky(), new Date()));
    expect(opens).toBe(2);
    expect(Object.keys(unzipSync(archive))).toEqual(['a.pptx', 'b.pptx']);

    let refusals = 0;
    async function* refusedOnce(): AsyncGenerator<StoredZipFile> {
      yield {
        fileName: 'a.pptx',
        open: async () => {
          refusals += 1;
          if (refusals === 1) throw new Error('refused');
          return Readable.from([Buffer.from('a')]);
        },
      };
    }
    expect(Object.keys(unzipSync(await collect(storedZipChunks(refusedOnce(), new Date()))))).toEqual([
      'a.pptx',
    ]);

    let midwayOpens = 0;
    async function* brokenMidway(): AsyncGenerator<StoredZipFile> {
      yield {
        fileName: 'a.pptx',
        open: async () => {
          midwayOpens += 1;
          let sent = false;
          return new Readable({
            read() {
              if (sent) this.destroy(new Error('reset mid-way'));
              else this.push(Buffer.from('part'));
              sent = true;
            },
          });
        },
      };
    }
    await expect(collect(storedZipChunks(brokenMidway(), new Date()))).rejects.toThrow('reset mid-way');
    expect(midwayOpens).toBe(1);
  });

  it('destroys the file being read and those opened ahead when its reader stops', async () => {
    const sources: Readable[] = [];
    async function* many(): AsyncGenerator<StoredZipFile> {
      for (let index = 0; index < 20; index += 1) {
        yield {
          fileName: `${index}.pptx`,
          open: async () => {
            const source = Readable.from([Buffer.alloc(1000), Buffer.alloc(1000)]);
            sources.push(source);
            return source;
          },
        };
      }
    }
    const chunks = storedZipChunks(many(), new Date());
    await chunks.next();
    await chunks.next();
    await chunks.return(undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sources.length).toBeGreaterThan(1);
    expect(sources.length).toBeLessThan(20);
    expect(sources.every((source) => source.destroyed)).toBe(true);
  });
});

describe('storedZipLength', () => {
  it('counts a ZIP64 extra for each entry past 4 GiB and the ZIP64 end records', () => {
    const entries = [
      { nameBytes: 5, size: UINT32_MAX - 100 },
      { nameBytes: 6, size: 1000 },
      { nameBytes: 7, size: 10 },
    ];
    const name = (bytes: number) => new Uint8Array(bytes);
    const firstEnd = 30 + 5 + (UINT32_MAX - 100) + 16;
    const secondEnd = firstEnd + 30 + 6 + 1000 + 16;
    const dataEnd = secondEnd + 30 + 7 + 10 + 16;
    const stamp = { time: 0, date: 33 };
    const ending = archiveEnding(
      [
        { name: name(5), offset: 0, crc: 0, size: UINT32_MAX - 100 },
        { name: name(6), offset: firstEnd, crc: 0, size: 1000 },
        { name: name(7), offset: secondEnd, crc: 0, size: 10 },
      ],
      dataEnd,
      stamp,
    );
    // Entry two starts just below 4 GiB (classic), entry three past it (a 12-byte extra), and so does the
    // directory (ZIP64 end record and locator before the classic end record).
    expect(firstEnd).toBeLessThan(UINT32_MAX);
    expect(secondEnd).toBeGreaterThan(UINT32_MAX);
    expect(ending.byteLength).toBe(46 * 3 + 18 + 12 + 56 + 20 + 22);
    expect(storedZipLength(entries)).toBe(dataEnd + ending.byteLength);
  });
});

describe('readAhead', () => {
  it('yields in order while opening up to `depth` items ahead', async () => {
    const opened: number[] = [];
    async function* numbers() {
      yield* [1, 2, 3, 4, 5];
    }
    const seen: number[] = [];
    for await (const { item, source } of readAhead(
      numbers(),
      async (n) => {
        opened.push(n);
        return n * 10;
      },
      () => undefined,
      2,
    )) {
      seen.push(source);
      if (item === 1) expect(opened).toEqual([1, 2]);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50]);
  });
});
