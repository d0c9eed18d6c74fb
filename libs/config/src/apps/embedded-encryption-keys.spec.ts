import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isKeyRing } from '../validators/is-encryption-key';
import {
  resolveEmbeddedRowKeys,
  resolveEmbeddedStorageKey,
  ROW_ENCRYPTION_KEYS_FILE,
  STORAGE_ENCRYPTION_KEY_FILE,
} from './embedded-encryption-keys';

describe('embedded encryption keys', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'deckmill-keys-')), 'data');
  });
  afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

  it('generates a 32-byte storage key once, private to its owner, and reuses it', () => {
    const first = resolveEmbeddedStorageKey({ DATA_DIR: dataDir });
    const again = resolveEmbeddedStorageKey({ DATA_DIR: dataDir });

    expect(first).toHaveLength(32);
    expect(again.equals(first)).toBe(true);
    const file = join(dataDir, STORAGE_ENCRYPTION_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
  });

  it('prefers STORAGE_ENCRYPTION_KEY over the file, writing nothing', () => {
    const key = Buffer.alloc(32, 9);

    expect(
      resolveEmbeddedStorageKey({ DATA_DIR: dataDir, STORAGE_ENCRYPTION_KEY: key.toString('base64') }),
    ).toEqual(key);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('never replaces a damaged key file (that would lose every file)', () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, STORAGE_ENCRYPTION_KEY_FILE), 'not a key\n');

    expect(() => resolveEmbeddedStorageKey({ DATA_DIR: dataDir })).toThrow(/not a valid key file/);
    expect(readFileSync(join(dataDir, STORAGE_ENCRYPTION_KEY_FILE), 'utf8')).toBe('not a key\n');
  });

  it('generates a row key ring once, and prefers ROW_ENCRYPTION_KEYS', () => {
    const ring = resolveEmbeddedRowKeys({ DATA_DIR: dataDir });

    expect(isKeyRing(ring)).toBe(true);
    expect(ring).toMatch(/^k1:/);
    expect(resolveEmbeddedRowKeys({ DATA_DIR: dataDir })).toBe(ring);
    expect(statSync(join(dataDir, ROW_ENCRYPTION_KEYS_FILE)).mode & 0o777).toBe(0o600);
    const given = `mine:${Buffer.alloc(32, 4).toString('base64')}`;
    expect(resolveEmbeddedRowKeys({ DATA_DIR: dataDir, ROW_ENCRYPTION_KEYS: given })).toBe(given);
  });
});
