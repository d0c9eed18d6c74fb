import { buildZip, type TestEntry } from './testing/build-zip';
import { inflateEntryAsync } from './inflate-entry';
import { MAX_DIRECTORY_BYTES, readDirectory, readEntryData, type ReadRange } from './zip-directory';
import { DEFAULT_ZIP_LIMITS, type ZipLimits } from './zip-limits';
import { applyZip64Extra } from './zip64-extra';

/** Ranged reads over `bytes`, each one recorded. */
function ranges(bytes: Uint8Array): { read: ReadRange; reads: Array<[number, number]> } {
  const reads: Array<[number, number]> = [];
  return {
    reads,
    read: (offset, length) => {
      reads.push([offset, length]);
      return Promise.resolve(bytes.subarray(offset, offset + length));
    },
  };
}

async function refusal(bytes: Uint8Array, limits: Partial<ZipLimits> = {}, maxDirectoryBytes?: number) {
  const error: unknown = await readDirectory(
    ranges(bytes).read,
    bytes.byteLength,
    { ...DEFAULT_ZIP_LIMITS, ...limits },
    { maxDirectoryBytes },
  ).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  const { code, detail } = error as { code?: string; detail?: string };
  return [code, detail];
}

describe('readDirectory', () => {
  it('reads the entries through the end and the directory only, ZIP64 too', async () => {
    for (const zip64 of [false, true]) {
      const bytes = buildZip(
        [
          { name: 'photos/', data: '' },
          { name: 'photos/a.txt', data: 'hello hello hello' },
          { name: 'b.bin', data: 'x', deflate: false },
        ],
        { zip64 },
      );
      const { read, reads } = ranges(bytes);
      const directory = await readDirectory(read, bytes.byteLength, DEFAULT_ZIP_LIMITS);
      expect(directory.entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
        ['photos/', 8, 0],
        ['photos/a.txt', 8, 17],
        ['b.bin', 0, 1],
      ]);
      // The end (up to 64 KiB), then nothing before the directory: no entry's data.
      expect(reads[0]).toEqual([0, bytes.byteLength]);
      expect(reads.slice(1).every(([offset]) => offset >= directory.offset)).toBe(true);
      expect(reads).toHaveLength(zip64 ? 4 : 2);
      const entry = directory.entries[1];
      const compressed = await readEntryData(read, directory, entry);
      expect(Buffer.from(await inflateEntryAsync({ ...entry, compressed })).toString()).toBe(
        'hello hello hello',
      );
    }
  });

  it('reads an empty archive', async () => {
    const bytes = buildZip([]);
    expect((await readDirectory(ranges(bytes).read, bytes.byteLength, DEFAULT_ZIP_LIMITS)).entries).toEqual(
      [],
    );
  });

  it('compares names as the caller says', async () => {
    const twins = buildZip([
      { name: 'a.png', data: 'a' },
      { name: 'A.png', data: 'b' },
      { name: 'dir/', data: '' },
      { name: 'dir/', data: '' },
    ]);
    expect(await refusal(twins)).toEqual(['duplicate_entry', 'dir/']);
    const folded = await readDirectory(ranges(twins).read, twins.byteLength, DEFAULT_ZIP_LIMITS, {
      duplicateKey: (name) => (name.endsWith('/') ? undefined : name.toLowerCase()),
    }).catch((error: unknown) => (error as { detail: string }).detail);
    expect(folded).toBe('A.png');
    const files = await readDirectory(ranges(twins).read, twins.byteLength, DEFAULT_ZIP_LIMITS, {
      duplicateKey: (name) => (name.endsWith('/') ? undefined : name),
    });
    expect(files.entries).toHaveLength(4);
  });

  const red = 'not really a picture';
  it.each<[string, TestEntry[], Partial<ZipLimits>, [string, string]]>([
    ['a zip-slip name', [{ name: '../x.png', data: red }], {}, ['unsafe_path', '../x.png']],
    ['encryption', [{ name: 'x.png', data: red, flags: 1 }], {}, ['encrypted', '']],
    ['another method', [{ name: 'x.png', data: red, method: 12 }], {}, ['unsupported', 'method']],
    [
      'more compressed data than the entry',
      [{ name: 'x', data: Buffer.alloc(4096), deflate: false, method: 8, declaredUncompressedSize: 10 }],
      {},
      ['corrupt', 'an entry claims more compressed data than it can hold'],
    ],
    ['a bomb ratio', [{ name: 'bomb', data: Buffer.alloc(2 * 1024 * 1024) }], {}, ['zip_bomb', '']],
    [
      'too much in all',
      [1, 2, 3].map((index) => ({ name: `${index}`, data: 'x'.repeat(100) })),
      { maxTotalUncompressedBytes: 250 },
      ['zip_bomb', ''],
    ],
    [
      'too many entries',
      [1, 2, 3].map((index) => ({ name: `${index}`, data: 'x' })),
      { maxEntries: 2 },
      ['zip_bomb', 'entries'],
    ],
  ])('refuses %s', async (_label, entries, limits, expected) => {
    expect(await refusal(buildZip(entries), limits)).toEqual(expected);
  });

  it('refuses what is no archive, a split one, a truncated one and a directory too large to read', async () => {
    expect(await refusal(Buffer.from('just text'))).toEqual(['not_a_zip', '']);
    const bytes = buildZip([{ name: 'a.txt', data: 'a' }]);
    const split = Buffer.from(bytes);
    split.writeUInt16LE(1, split.length - 22 + 4);
    expect(await refusal(split)).toEqual(['unsupported', 'split']);
    const short: ReadRange = (offset, length) =>
      Promise.resolve(bytes.subarray(offset, offset + Math.max(0, length - 1)));
    await expect(readDirectory(short, bytes.byteLength, DEFAULT_ZIP_LIMITS)).rejects.toMatchObject({
      code: 'corrupt',
      detail: 'it ends too early',
    });
    expect(await refusal(bytes, {}, 10)).toEqual(['zip_bomb', '']);
    expect(MAX_DIRECTORY_BYTES).toBe(16 * 1024 * 1024);
  });

  it('refuses an entry whose data lies past the directory', async () => {
    const bytes = buildZip([{ name: 'a.txt', data: 'abc', deflate: false }]);
    const moved = Buffer.from(bytes);
    const directoryOffset = moved.readUInt32LE(moved.length - 22 + 16);
    moved.writeUInt32LE(directoryOffset, directoryOffset + 42);
    expect(await refusal(moved)).toEqual(['corrupt', 'an entry is out of range']);
  });
});

describe('applyZip64Extra', () => {
  function extra(...values: bigint[]): DataView {
    const bytes = Buffer.alloc(4 + 4 + 8 * values.length);
    bytes.writeUInt16LE(0x5455, 0); // another field first, empty
    bytes.writeUInt16LE(0x0001, 4);
    bytes.writeUInt16LE(8 * values.length, 6);
    values.forEach((value, index) => bytes.writeBigUInt64LE(value, 8 + 8 * index));
    return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  it('replaces the saturated fields only, in their order', () => {
    const view = extra(5_000_000_000n, 6_000_000_000n);
    const fields = { uncompressedSize: 0xffffffff, compressedSize: 7, localHeaderOffset: 0xffffffff };
    expect(applyZip64Extra(view, 0, view.byteLength, fields)).toEqual({
      uncompressedSize: 5_000_000_000,
      compressedSize: 7,
      localHeaderOffset: 6_000_000_000,
    });
  });

  it('leaves fields without a ZIP64 field alone, and refuses a truncated one', () => {
    const fields = { uncompressedSize: 1, compressedSize: 2, localHeaderOffset: 3 };
    expect(applyZip64Extra(new DataView(new ArrayBuffer(0)), 0, 0, fields)).toBe(fields);
    const view = extra(1n);
    const saturated = { uncompressedSize: 0xffffffff, compressedSize: 0xffffffff, localHeaderOffset: 0 };
    expect(() => applyZip64Extra(view, 0, view.byteLength, saturated)).toThrow('a ZIP64 field is truncated');
    expect(() => applyZip64Extra(view, 0, view.byteLength - 1, fields)).toThrow(
      'an extra field is truncated',
    );
    expect(() => applyZip64Extra(extra(2n ** 60n), 0, 16, saturated)).toThrow('a size is out of range');
  });
});
