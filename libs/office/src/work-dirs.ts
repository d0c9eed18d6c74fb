import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a work directory is for, in its name (`deckmill-<purpose>-<pid>-*`): previews, pdf. */
export type WorkPurpose = 'previews' | 'pdf';

/** A fresh work directory named after this process, so a later start can tell it was orphaned. */
export function createWorkDir(root = tmpdir(), purpose: WorkPurpose = 'previews'): Promise<string> {
  return mkdtemp(path.join(root, `deckmill-${purpose}-${process.pid}-`));
}

/**
 * Removes the work directories of processes that are gone (a server killed mid-render never ran its
 * `finally`). A directory of a live process, this one included, is never touched. Answers how many went.
 */
export async function sweepOrphanedWorkDirs(
  root = tmpdir(),
  purpose: WorkPurpose = 'previews',
): Promise<number> {
  const owned = new RegExp(`^deckmill-${purpose}-(\\d+)-`);
  let removed = 0;
  for (const name of await readdir(root)) {
    const pid = Number(owned.exec(name)?.[1] ?? NaN);
    if (!Number.isInteger(pid) || alive(pid)) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
