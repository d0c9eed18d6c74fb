import { lstat, open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { tooLarge } from './image-limits';
import {
  ambiguousReason,
  ImageArchiveError,
  NameIndex,
  type FileLookup,
  type ImageFiles,
} from './image-files';

const WHERE = 'images folder';

function inside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

/** Follows `name` segment by segment, each matched exactly or, when unambiguous, ignoring case. */
async function findPath(root: string, name: string): Promise<{ file?: string; reason?: string }> {
  let current = root;
  for (const segment of name.split('/').filter((part) => part !== '' && part !== '.')) {
    const listing = await readdir(current).catch(() => undefined);
    if (!listing) return {};
    const match = new NameIndex(new Set(listing)).match(segment);
    if (match.ambiguous) return { reason: ambiguousReason(name, WHERE, match.ambiguous) };
    if (match.name === undefined) return {};
    current = path.join(current, match.name);
  }
  return { file: current };
}

class DirectoryImageFiles implements ImageFiles {
  constructor(private readonly root: string) {}

  async read(name: string, maxBytes: number): Promise<FileLookup> {
    const missing: FileLookup = { ok: false, reason: `no file "${name}" in the ${WHERE}` };
    if (name.split('/').includes('..') || path.isAbsolute(name)) return missing;
    const found = await findPath(this.root, name);
    if (found.reason) return { ok: false, reason: found.reason };
    if (!found.file) return missing;
    // A symbolic link may point anywhere: the file it resolves to must still be inside the folder.
    const real = await realpath(found.file).catch(() => undefined);
    if (!real || !inside(this.root, real)) return missing;
    const info = await stat(real);
    if (!info.isFile()) return missing;
    if (info.size > maxBytes) return { ok: false, reason: tooLarge({ maxBytes }) };
    const handle = await open(real, 'r');
    try {
      // Read no more than the cap even if the file grew since stat.
      const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      if (bytesRead > maxBytes) return { ok: false, reason: tooLarge({ maxBytes }) };
      return { ok: true, bytes: buffer.subarray(0, bytesRead) };
    } finally {
      await handle.close();
    }
  }

  /** A folder holds no open file between reads. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * A folder of pictures (the CLI's `--images dir`): names resolve inside it only; `..`, absolute paths and
 * symbolic links leading out of it find nothing. Throws ImageArchiveError when the folder does not exist.
 */
export async function openImageDirectory(dir: string): Promise<ImageFiles> {
  const info = await lstat(dir).catch(() => undefined);
  if (!info) throw new ImageArchiveError(`The images folder "${dir}" does not exist.`);
  const root = await realpath(dir);
  if (!(await stat(root)).isDirectory()) throw new ImageArchiveError(`"${dir}" is not a folder.`);
  return new DirectoryImageFiles(root);
}
