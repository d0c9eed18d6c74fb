import fs from 'node:fs';
import path from 'node:path';
import { pidAlive } from './instance-lock';
import { payloadFile, readPayloadIndex, type PayloadIndex } from './payload-format';

/** Written last: a folder without it was cut short (killed, disk full) and is unpacked again. */
export const COMPLETE_MARKER = '.complete';

export interface ExtraFile {
  readonly path: string;
  readonly data: Buffer;
}

/** The folder a payload version unpacks to: one per build, so an upgrade never mixes two builds' files. */
export function productDir(cacheRoot: string, index: PayloadIndex): string {
  return path.join(cacheRoot, `product-${index.version}`);
}

/**
 * Unpacks the product once per version into the cache folder (a sibling folder renamed into place, so no
 * reader sees half a product) and returns that folder. `extra` are files that come from other assets, such as
 * the platform's native addon; they are written last, over the payload's file of the same path if any.
 */
export function unpackPayload(archive: Buffer, cacheRoot: string, extra: readonly ExtraFile[] = []): string {
  const index = readPayloadIndex(archive);
  const target = productDir(cacheRoot, index);
  if (fs.existsSync(path.join(target, COMPLETE_MARKER))) return target;
  fs.mkdirSync(cacheRoot, { recursive: true, mode: 0o700 });
  const partial = `${target}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const write = (relative: string, data: Buffer, executable: boolean) => {
    const file = path.join(partial, ...relative.split('/'));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data, { mode: executable ? 0o755 : 0o644 });
  };
  for (const entry of index.entries) write(entry.path, payloadFile(archive, entry), entry.executable);
  for (const file of extra) write(file.path, file.data, true);
  fs.writeFileSync(path.join(partial, COMPLETE_MARKER), index.version);
  fs.rmSync(target, { recursive: true, force: true });
  try {
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    // Another start unpacked the same version first: theirs is as good.
    if (!fs.existsSync(path.join(target, COMPLETE_MARKER))) throw error;
  }
  return target;
}

/** Whether `file` lies inside `dir`: the only scripts the executable runs for the product are its own. */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(dir, path.resolve(file));
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}

/** The pid in a partial unpack's name (`product-<version>.<pid>.partial`), if it has one. */
function partialOwner(name: string): number | undefined {
  const match = /\.(\d+)\.partial$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * Removes the folders of other versions (an upgrade leaves the previous one) and partial unpacks whose process
 * is gone: another start's unpack in progress (another version's executable, or another user's data folder on
 * the same cache) stays. Best effort: a folder still in use (Windows) stays until a later start.
 */
export function removeOtherVersions(
  cacheRoot: string,
  keep: string,
  alive: (pid: number) => boolean = pidAlive,
): void {
  for (const name of fs.readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, name);
    const owner = partialOwner(name);
    if (full === keep || !name.startsWith('product-') || (owner !== undefined && alive(owner))) continue;
    try {
      fs.rmSync(full, { recursive: true, force: true });
    } catch {
      // in use: tried again at the next start
    }
  }
}
