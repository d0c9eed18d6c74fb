import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PREFIX = 'deckmill-previews-';
const OWNED = /^deckmill-previews-(\d+)-/;

/** A fresh work directory named after this process, so a later start can tell it was orphaned. */
export function createWorkDir(root = tmpdir()): Promise<string> {
  return mkdtemp(path.join(root, `${PREFIX}${process.pid}-`));
}

/**
 * Removes the work directories of processes that are gone (a server killed mid-render never ran its
 * `finally`). A directory of a live process, this one included, is never touched. Answers how many went.
 */
export async function sweepOrphanedWorkDirs(root = tmpdir()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(root)) {
    const pid = Number(OWNED.exec(name)?.[1] ?? NaN);
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
