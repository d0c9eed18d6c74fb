import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createPrivateFileOnce } from './private-file-once';

function readExisting(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A random secret created once and kept in `dataDir/fileName`, readable only by its owner: embedded mode
 * starts with no set-up, yet what the secret protects (sessions, stored webhook secrets) must outlive a restart.
 * One shorter than `minLength` was never usable and is replaced.
 */
export function keptSecret(dataDir: string, fileName: string, minLength: number): string {
  const file = join(dataDir, fileName);
  const existing = readExisting(file);
  if (existing !== undefined && existing.length >= minLength) return existing;
  if (existing !== undefined) rmSync(file, { force: true });
  return createPrivateFileOnce(file, `${randomBytes(32).toString('base64url')}\n`).trim();
}
