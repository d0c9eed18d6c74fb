import { Readable } from 'node:stream';
import { buildZip } from './testing/build-zip';
import { DEFAULT_ZIP_LIMITS as DEFAULT_LIMITS } from './zip-limits';
import { layoutZip, preparedFrom, type PreparedEntry } from './deck-zip-writer';
import { inflateEntry } from './inflate-entry';
import { zipArchiveStream } from './zip-archive-stream';
import { centralHeader, encodeEntryName, endOfCentralDirectory, localHeader } from './zip-headers';
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

  it("writes a template's entries and rendered ones side by side as each header written on its own would be", () => {
    const source = readZip(
      buildZip([
        { name: 'kept/one.xml', data: '<one/>'.repeat(40) },
        { name: 'kept/ünïcode.xml', data: 'two' },
        { name: 'kept/three.xml', data: 'three', deflate: false },
      ]),
      DEFAULT_LIMITS,
    );
    const kept = source.map(preparedFrom);
    const rendered = (name: string, text: string): PreparedEntry => ({
      nameBytes: encodeEntryName(name),
      method: 0,
      crc32: 0x1234abcd,
      compressedSize: text.length,
      uncompressedSize: text.length,
      modified: { time: 0x6000, date: 0x5a21 },
      data: Buffer.from(text),
    });
    // Twice, so the template entries' cached headers are used with other offsets the second time.
    for (const deck of [
      [rendered('slide1.xml', 'a'), kept[0], rendered('slidé2.xml', 'bb'), kept[1], kept[2]],
      [kept[0], rendered('slide1.xml', 'longer text'), kept[1], rendered('notes.xml', ''), kept[2]],
    ]) {
      const chunks = layoutZip(deck);
      let offset = 0;
      const expected: Uint8Array[] = [];
      const central: Uint8Array[] = [];
      for (const entry of deck) {
        const local = localHeader(entry);
        expected.push(local, entry.data);
        central.push(centralHeader(entry, offset));
        offset += local.byteLength + entry.data.byteLength;
      }
      const directorySize = central.reduce((sum, record) => sum + record.byteLength, 0);
      expected.push(...central, endOfCentralDirectory(deck.length, offset, directorySize));
      expect(Buffer.concat(chunks).equals(Buffer.concat(expected))).toBe(true);
      const names = readZip(Buffer.concat(chunks), DEFAULT_LIMITS).map((entry) => entry.name);
      expect(names).toEqual(deck.map((entry) => Buffer.from(entry.nameBytes).toString()));
    }
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
