import {
  isSafeEntryPath,
  payloadFile,
  readPayloadIndex,
  writePayload,
  type PayloadEntry,
  type PayloadIndex,
} from './payload-format';

function entryAt(index: PayloadIndex, position: number): PayloadEntry {
  const entry = index.entries[position];
  if (!entry) throw new Error(`no entry ${position}`);
  return entry;
}

describe('the payload format', () => {
  it('gives back every file as written, with its size and executable bit', () => {
    const archive = writePayload('1.2.3-abc', [
      { path: 'server/main.js', data: Buffer.from('console.log(1)') },
      { path: 'web/index.html', data: Buffer.alloc(10_000, 'a') },
      { path: 'bin/tool', data: Buffer.from([0, 1, 2]), executable: true },
    ]);
    const index = readPayloadIndex(archive);
    expect(index.version).toBe('1.2.3-abc');
    expect(index.entries.map((entry) => [entry.path, entry.size, entry.executable])).toEqual([
      ['server/main.js', 14, false],
      ['web/index.html', 10_000, false],
      ['bin/tool', 3, true],
    ]);
    expect(payloadFile(archive, entryAt(index, 1)).equals(Buffer.alloc(10_000, 'a'))).toBe(true);
    expect(payloadFile(archive, entryAt(index, 2))).toEqual(Buffer.from([0, 1, 2]));
  });

  it('refuses what is not a payload, and paths that would leave the folder', () => {
    expect(() => readPayloadIndex(Buffer.from('MZ not a payload'))).toThrow('Not a Deckmill payload');
    expect(() => writePayload('v', [{ path: '../etc/passwd', data: Buffer.from('') }])).toThrow('Unsafe');
    for (const bad of ['/abs', 'a/../../b', 'C:/x', 'a\\..\\b', 'a//b', './a', '']) {
      expect(isSafeEntryPath(bad)).toBe(false);
    }
    expect(isSafeEntryPath('node_modules/@scope/pkg/index.js')).toBe(true);
  });

  it('refuses an index naming an unsafe path even when written by hand', () => {
    const good = writePayload('v', [{ path: 'aa', data: Buffer.from('x') }]);
    const forged = Buffer.from(good.toString('latin1').replace('"aa"', '".."'), 'latin1');
    expect(() => readPayloadIndex(forged)).toThrow('Unsafe payload path: ..');
  });

  it('notices a damaged file', () => {
    const archive = writePayload('v', [{ path: 'a', data: Buffer.from('hello hello hello') }]);
    const index = readPayloadIndex(archive);
    expect(() => payloadFile(archive, { ...entryAt(index, 0), size: 5 })).toThrow('Damaged payload file: a');
  });
});
