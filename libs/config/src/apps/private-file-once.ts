import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

/**
 * Creates `file` (readable by its owner only) with `content` unless it already exists, and answers what the
 * file holds: `content`, or what another process starting at the same time wrote first. The content is written
 * and synced in a temporary file, then linked to the final name (atomic, never replacing a file), and the
 * directory is synced: a crash leaves either no file or the whole one, never an empty key file that would
 * keep every later start from opening what the key protects.
 */
export function createPrivateFileOnce(file: string, content: string): string {
  const directory = dirname(file);
  mkdirSync(directory, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const descriptor = openSync(temporary, 'wx', 0o600);
    try {
      writeSync(descriptor, content);
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return readFileSync(file, 'utf8');
    }
  } finally {
    rmSync(temporary, { force: true });
  }
  syncDirectory(directory);
  return content;
}

/** Makes the new name durable; some platforms (Windows) cannot open a directory, where this is skipped. */
function syncDirectory(directory: string): void {
  let descriptor: number;
  try {
    descriptor = openSync(directory, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(descriptor);
  } catch {
    // A file system that cannot sync a directory (EINVAL) still has the file's own content synced.
  } finally {
    closeSync(descriptor);
  }
}
