import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Objects are users' templates and decks: only the server's own user may list or read them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * The target's directory is made only when the rename says it is missing: one call per object, not two. A
 * prefix deletion may remove a directory it emptied between the mkdir and the rename: tried a few times.
 */
async function renameInto(temp: string, target: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await rename(temp, target);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    }
  }
}

/**
 * Writes to a temporary file in `tmpDir` (same file system as the target) and renames it into place, so readers
 * see either the old file or the complete new one, never a half-written file.
 */
async function replaceAtomically(tmpDir: string, target: string, write: (temp: string) => Promise<void>) {
  const temp = join(tmpDir, randomUUID());
  try {
    await write(temp);
    await renameInto(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * `through` (in order: a meter, then the encryption) sees every byte on its way to disk; if any of them or the
 * source fails, the target is left untouched.
 */
export function writeStreamAtomically(
  tmpDir: string,
  target: string,
  source: Readable,
  through: readonly [Transform, ...Transform[]],
): Promise<void> {
  return replaceAtomically(tmpDir, target, (temp) =>
    pipeline([source, ...through, createWriteStream(temp, { flags: 'wx', mode: PRIVATE_FILE_MODE })]),
  );
}

export function writeFileAtomically(tmpDir: string, target: string, content: string): Promise<void> {
  return replaceAtomically(tmpDir, target, (temp) =>
    writeFile(temp, content, { flag: 'wx', mode: PRIVATE_FILE_MODE }),
  );
}

/** At most this many buffers per `writev` (Linux takes 1,024: IOV_MAX). */
export const BUFFERS_PER_WRITE = 512;

/** What a `writev` of `buffers` left to write after it took `bytesWritten` (a short write leaves some). */
export function unwrittenAfter(buffers: readonly Buffer[], bytesWritten: number): readonly Buffer[] {
  if (bytesWritten === 0) throw new Error('The file system took none of the bytes written');
  let left = bytesWritten;
  let taken = 0;
  while (taken < buffers.length && left >= (buffers[taken] as Buffer).length)
    left -= (buffers[taken++] as Buffer).length;
  const rest = buffers.slice(taken);
  return left > 0 ? [(rest[0] as Buffer).subarray(left), ...rest.slice(1)] : rest;
}

async function writeAll(handle: FileHandle, buffers: readonly Buffer[]): Promise<void> {
  let rest = buffers;
  while (rest.length > 0) {
    const batch = rest.length > BUFFERS_PER_WRITE ? rest.slice(0, BUFFERS_PER_WRITE) : rest;
    const { bytesWritten } = await handle.writev(batch as Buffer[]);
    rest = [...unwrittenAfter(batch, bytesWritten), ...rest.slice(batch.length)];
  }
}

/**
 * Bytes already in memory (a rendered deck) written as `writeStreamAtomically` writes a stream, with one
 * `writev` instead of a stream's pipeline: on a small deck the streams cost more than the bytes.
 */
export function writeBuffersAtomically(
  tmpDir: string,
  target: string,
  buffers: readonly Buffer[],
): Promise<void> {
  return replaceAtomically(tmpDir, target, async (temp) => {
    const handle = await open(temp, 'wx', PRIVATE_FILE_MODE);
    try {
      await writeAll(handle, buffers);
    } catch (error) {
      // The write's error is the one to report, not a failed close after it.
      await handle.close().catch(() => undefined);
      throw error;
    }
    await handle.close();
  });
}
