import fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveEmbeddedStorageKey, STORAGE_ENCRYPTION_KEY_FILE } from './embedded-encryption-keys';
import { createPrivateFileOnce } from './private-file-once';

describe('createPrivateFileOnce', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deckmill-once-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the file private to its owner, and answers the first content to a second writer', () => {
    const file = join(dir, 'data', 'key');
    expect(createPrivateFileOnce(file, 'first\n')).toBe('first\n');
    expect(createPrivateFileOnce(file, 'second\n')).toBe('first\n');
    expect(readFileSync(file, 'utf8')).toBe('first\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'data'))).toEqual(['key']);
  });

  it('leaves no empty key file behind when the process dies while writing it, so the next start works', () => {
    // A crash after the file is created and before its content reaches the disk, whichever call writes it.
    const crash = () => {
      throw new Error('killed while writing');
    };
    jest.spyOn(fs, 'writeSync').mockImplementationOnce(crash);
    jest.spyOn(fs, 'writeFileSync').mockImplementationOnce((path) => {
      fs.closeSync(fs.openSync(path as string, 'wx'));
      crash();
    });

    expect(() => resolveEmbeddedStorageKey({ DATA_DIR: dir })).toThrow('killed while writing');
    jest.restoreAllMocks();

    expect(resolveEmbeddedStorageKey({ DATA_DIR: dir })).toHaveLength(32);
    expect(readFileSync(join(dir, STORAGE_ENCRYPTION_KEY_FILE), 'utf8').trim()).not.toBe('');
  });
});
