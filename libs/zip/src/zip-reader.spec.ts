import { buildZip, type TestEntry } from './testing/build-zip';
import { errorCode as code } from './testing/error-code';
import { inflateEntry, inflateEntryAsync } from './inflate-entry';
import { DEFAULT_ZIP_LIMITS as DEFAULT_LIMITS, type ZipLimits } from './zip-limits';
import { readZip } from './zip-reader';

function read(bytes: Uint8Array, limits: Partial<ZipLimits> = {}) {
  return readZip(bytes, { ...DEFAULT_LIMITS, ...limits });
}

describe('readZip', () => {
  it('reads names, sizes and compressed bytes of a well-formed archive', () => {
    const entries = read(
      buildZip([
        { name: 'a.txt', data: 'hello hello hello' },
        { name: 'b.bin', data: 'x', deflate: false },
      ]),
    );
    expect(entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
      ['a.txt', 8, 17],
      ['b.bin', 0, 1],
    ]);
    expect(Buffer.from(inflateEntry(entries[0])).toString()).toBe('hello hello hello');
  });

  it('reads a ZIP64 end of central directory', () => {
    const entries = read(buildZip([{ name: 'a.txt', data: 'zip64' }], { zip64: true }));
    expect(Buffer.from(inflateEntry(entries[0])).toString()).toBe('zip64');
  });

  it.each([
    ['random bytes', Buffer.from('this is not a zip at all, just some text'), 'not_a_zip'],
    ['an empty file', Buffer.alloc(0), 'not_a_zip'],
    ['a truncated archive', buildZip([{ name: 'a.txt', data: 'hello' }]).subarray(10), 'corrupt'],
  ])('rejects %s', (_label, bytes, expected) => {
    expect(code(() => read(bytes))).toBe(expected);
  });

  it.each<[string, TestEntry[]]>([
    ['parent-directory segments', [{ name: '../evil.xml', data: 'x' }]],
    ['nested parent-directory segments', [{ name: 'ppt/../../evil.xml', data: 'x' }]],
    ['absolute paths', [{ name: '/etc/passwd', data: 'x' }]],
    ['drive letters', [{ name: 'C:/evil.xml', data: 'x' }]],
    ['backslashes', [{ name: 'ppt\\..\\evil.xml', data: 'x' }]],
  ])('rejects entry names with %s', (_label, entries) => {
    expect(code(() => read(buildZip(entries)))).toBe('unsafe_path');
  });

  it('rejects duplicate entry names, ignoring case', () => {
    const bytes = buildZip([
      { name: 'ppt/slide.xml', data: 'a' },
      { name: 'PPT/Slide.xml', data: 'b' },
    ]);
    expect(code(() => read(bytes))).toBe('duplicate_entry');
  });

  it('rejects encrypted entries', () => {
    expect(code(() => read(buildZip([{ name: 'a.xml', data: 'x', flags: 1 }])))).toBe('encrypted');
  });

  it('rejects unknown compression methods', () => {
    expect(code(() => read(buildZip([{ name: 'a.xml', data: 'x', method: 12 }])))).toBe('unsupported');
  });

  it('rejects too many entries before reading them', () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({ name: `e${index}`, data: 'x' }));
    expect(code(() => read(buildZip(entries), { maxEntries: 4 }))).toBe('zip_bomb');
  });

  it('rejects a total uncompressed size over the limit, from the declared sizes', () => {
    const entries = [
      { name: 'a', data: 'x', declaredUncompressedSize: 600 },
      { name: 'b', data: 'x', declaredUncompressedSize: 600 },
    ];
    expect(code(() => read(buildZip(entries), { maxTotalUncompressedBytes: 1000 }))).toBe('zip_bomb');
  });

  it('rejects an entry whose compression ratio is implausible', () => {
    const bomb = buildZip([{ name: 'zeros.xml', data: Buffer.alloc(4 * 1024 * 1024) }]);
    expect(code(() => read(bomb))).toBe('zip_bomb');
  });

  it('never inflates more than the declared size, and checks the CRC', () => {
    const lying = read(buildZip([{ name: 'a', data: 'a'.repeat(1000), declaredUncompressedSize: 10 }]));
    expect(code(() => inflateEntry(lying[0]))).toBe('corrupt');
    const badCrc = read(buildZip([{ name: 'a', data: 'abc', declaredCrc: 1234 }]));
    expect(code(() => inflateEntry(badCrc[0]))).toBe('corrupt');
  });

  it('checks only the size of an entry whose CRC was checked before, stored or deflated', async () => {
    for (const deflate of [true, false]) {
      const [entry] = read(buildZip([{ name: 'a', data: 'abc abc abc', declaredCrc: 1234, deflate }]));
      await expect(inflateEntryAsync(entry)).rejects.toMatchObject({ code: 'corrupt' });
      const bytes = await inflateEntryAsync(entry, { summedBefore: true });
      expect(Buffer.from(bytes).toString()).toBe('abc abc abc');
      // Stored or deflated, an entry whose bytes fall short of the declared size is refused all the same.
      const longer = { ...entry, uncompressedSize: 20 };
      await expect(inflateEntryAsync(longer, { summedBefore: true })).rejects.toMatchObject({
        code: 'corrupt',
      });
    }
  });
});
