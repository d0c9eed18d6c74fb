import { Readable } from 'node:stream';
import { buildZip } from './testing/build-zip';
import { DEFAULT_ZIP_LIMITS as DEFAULT_LIMITS } from './zip-limits';
import { layoutZip, type PreparedEntry } from './deck-zip-writer';
import { inflateEntry } from './inflate-entry';
import { zipArchiveStream } from './zip-archive-stream';
import { encodeEntryName } from './zip-headers';
import { readZip } from './zip-reader';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('layoutZip', () => {
  it('copies entries compressed bytes, CRC and sizes unchanged', () => {
    const source = readZip(
      buildZip([
        { name: 'a.xml', data: '<a>hello</a>'.repeat(50) },
        { name: 'é.bin', data: 'x', deflate: false },
      ]),
      DEFAULT_LIMITS,
    );
    const prepared: PreparedEntry[] = source.map((entry) => ({
      ...entry,
      nameBytes: encodeEntryName(entry.name),
      data: entry.compressed,
    }));
    const copy = readZip(Buffer.concat(layoutZip(prepared)), DEFAULT_LIMITS);
    expect(copy.map((entry) => entry.name)).toEqual(['a.xml', 'é.bin']);
    copy.forEach((entry, index) => {
      expect(Buffer.from(entry.compressed).equals(Buffer.from(source[index].compressed))).toBe(true);
      expect([entry.crc32, entry.compressedSize, entry.uncompressedSize]).toEqual([
        source[index].crc32,
        source[index].compressedSize,
        source[index].uncompressedSize,
      ]);
    });
    expect(Buffer.from(inflateEntry(copy[0])).toString()).toBe('<a>hello</a>'.repeat(50));
  });
});

describe('zipArchiveStream', () => {
  it('streams items into one stored archive', async () => {
    const items = (async function* () {
      yield { name: 'one.pptx', chunks: [Buffer.from('first '), Buffer.from('deck')] };
      yield { name: 'Müller – two.pptx', chunks: [Buffer.from('second deck')] };
    })();
    const entries = readZip(await collect(zipArchiveStream(items)), DEFAULT_LIMITS);
    expect(entries.map((entry) => [entry.name, Buffer.from(inflateEntry(entry)).toString()])).toEqual([
      ['one.pptx', 'first deck'],
      ['Müller – two.pptx', 'second deck'],
    ]);
  });

  it('switches to ZIP64 end records past 65,535 entries', async () => {
    const count = 70_000;
    const items = Array.from({ length: count }, (_, index) => ({
      name: `${index}.txt`,
      chunks: [Buffer.from(String(index))],
    }));
    const entries = readZip(await collect(zipArchiveStream(items)), { ...DEFAULT_LIMITS, maxEntries: count });
    expect(entries).toHaveLength(count);
    expect(Buffer.from(inflateEntry(entries[count - 1])).toString()).toBe(String(count - 1));
  });

  it('fails on a duplicate name rather than writing an ambiguous archive', async () => {
    const items = [
      { name: 'a.pptx', chunks: [Buffer.from('1')] },
      { name: 'a.pptx', chunks: [Buffer.from('2')] },
    ];
    await expect(collect(zipArchiveStream(items))).rejects.toThrow('Duplicate archive entry name');
  });
});
