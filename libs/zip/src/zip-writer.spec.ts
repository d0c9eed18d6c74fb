import { Readable } from 'node:stream';
import { buildZip } from './testing/build-zip';
import { DEFAULT_ZIP_LIMITS as DEFAULT_LIMITS } from './zip-limits';
import { layoutZip, preparedFrom, type PreparedEntry } from './deck-zip-writer';
import { inflateEntry } from './inflate-entry';
import { zipArchiveStream } from './zip-archive-stream';
import { centralHeader, encodeEntryName, endOfCentralDirectory, localHeader } from './zip-headers';
import type { ZipEntry } from './zip-entry';
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

describe('layoutZip, byte for byte', () => {
  // The bytes the writer of 29 November (a buffer per header) made for these entries, so that a change to
  // the headers' fields shows here even where readZip would still read the archive.
  const modified = { time: 0x6000, date: 0x5a21 };
  const kept = preparedFrom({
    name: 'kept/ünï.xml',
    method: 8,
    crc32: 0xdeadbeef,
    compressedSize: 3,
    uncompressedSize: 9,
    modified,
    compressed: new Uint8Array([1, 2, 3]),
  } as unknown as ZipEntry);
  const rendered: PreparedEntry = {
    nameBytes: encodeEntryName('slide1.xml'),
    method: 0,
    crc32: 0x1234abcd,
    compressedSize: 2,
    uncompressedSize: 2,
    modified,
    data: new Uint8Array([65, 66]),
  };
  const hex = (chunks: readonly Uint8Array[]) => Buffer.concat(chunks).toString('hex');

  it('writes the headers, directory and end record of a small deck', () => {
    expect(hex(layoutZip([rendered, kept]))).toBe(
      '504b03041400000000000060215acdab341202000000020000000a000000736c696465312e786d6c4142' +
        '504b03041400000808000060215aefbeadde03000000090000000e0000006b6570742fc3bc6ec3af2e786d6c010203' +
        '504b010214001400000000000060215acdab341202000000020000000a0000000000000000000000000000000000' +
        '736c696465312e786d6c' +
        '504b010214001400000808000060215aefbeadde03000000090000000e000000000000000000000000002a000000' +
        '6b6570742fc3bc6ec3af2e786d6c' +
        '504b0506000000000200020074000000590000000000',
    );
  });

  it('moves offsets past 4 GiB into ZIP64 extra fields, for template and rendered entries alike', () => {
    // Only the data's length is read: two entries of almost 4 GiB each, without the bytes.
    const huge: PreparedEntry = {
      ...rendered,
      nameBytes: encodeEntryName('big.bin'),
      compressedSize: 0xfffffff0,
      uncompressedSize: 0xfffffff0,
      data: { byteLength: 0xfffffff0 } as Uint8Array,
    };
    const chunks = layoutZip([huge, huge, kept, rendered]);
    expect(hex(chunks.slice(-2, -1))).toBe(
      '504b010214001400000000000060215acdab3412f0fffffff0ffffff0700000000000000000000000000000000006269672e62696e' +
        '504b01022d002d00000000000060215acdab3412f0fffffff0ffffff07000c0000000000000000000000ffffffff' +
        '6269672e62696e010008001500000001000000' +
        '504b01022d002d00000808000060215aefbeadde03000000090000000e000c0000000000000000000000ffffffff' +
        '6b6570742fc3bc6ec3af2e786d6c010008002a00000002000000' +
        '504b01022d002d00000000000060215acdab341202000000020000000a000c0000000000000000000000ffffffff' +
        '736c696465312e786d6c010008005900000002000000',
    );
    expect(hex(chunks.slice(-1))).toBe(
      '504b06062c000000000000002d002d00000000000000000004000000000000000400000000000000' +
        '02010000000000008300000002000000504b060700000000850100000200000001000000' +
        '504b0506000000000400040002010000ffffffff0000',
    );
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
