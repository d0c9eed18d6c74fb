import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENCRYPTION_KEY_BYTES, isBase64Key, isKeyRing } from '../validators/is-encryption-key';
import type { EmbeddedConfig } from './embedded.config';
import { createPrivateFileOnce } from './private-file-once';

export const STORAGE_ENCRYPTION_KEY_FILE = 'storage-encryption-key';
export const ROW_ENCRYPTION_KEYS_FILE = 'row-encryption-keys';

/** The file's content, created once (readable by its owner only) when missing. Refuses a damaged file. */
function keptInDataDir(
  dataDir: string,
  name: string,
  isValid: (text: string) => boolean,
  create: () => string,
) {
  const file = join(dataDir, name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (!isValid(existing)) {
      // Never replace it: a new key would make everything written under the old one unreadable.
      throw new Error(`${file} is not a valid key file; restore it from a backup (see docs/security.md)`);
    }
    return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Two processes starting at once cannot each keep a different key: the second one reads the first's.
  return createPrivateFileOnce(file, `${create()}\n`).trim();
}

/**
 * The key that encrypts the embedded file storage: STORAGE_ENCRYPTION_KEY when set, else one generated on first
 * start and kept in DATA_DIR (so `npm start` needs no set-up; a copied folder then holds its key too, which is
 * why docs/security.md recommends setting it from the environment where the folder is backed up).
 */
export function resolveEmbeddedStorageKey(
  config: Pick<EmbeddedConfig, 'STORAGE_ENCRYPTION_KEY' | 'DATA_DIR'>,
): Buffer {
  const text =
    config.STORAGE_ENCRYPTION_KEY ??
    keptInDataDir(config.DATA_DIR, STORAGE_ENCRYPTION_KEY_FILE, isBase64Key, () =>
      randomBytes(ENCRYPTION_KEY_BYTES).toString('base64'),
    );
  return Buffer.from(text, 'base64');
}

/** The row keys (`id:base64key,...`): ROW_ENCRYPTION_KEYS when set, else a generated ring kept in DATA_DIR. */
export function resolveEmbeddedRowKeys(
  config: Pick<EmbeddedConfig, 'ROW_ENCRYPTION_KEYS' | 'DATA_DIR'>,
): string {
  return (
    config.ROW_ENCRYPTION_KEYS ??
    keptInDataDir(
      config.DATA_DIR,
      ROW_ENCRYPTION_KEYS_FILE,
      isKeyRing,
      () => `k1:${randomBytes(ENCRYPTION_KEY_BYTES).toString('base64')}`,
    )
  );
}
