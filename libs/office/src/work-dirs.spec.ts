import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createWorkDir, sweepOrphanedWorkDirs } from './work-dirs';

describe('work directories', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'work-dirs-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("removes the directories of processes that are gone and keeps live processes' and others'", async () => {
    const gone = spawnSync('true').pid;
    const own = await createWorkDir(root);
    await mkdir(path.join(root, `deckmill-previews-${gone}-abc123`, 'profile'), { recursive: true });
    await mkdir(path.join(root, 'deckmill-template-xyz'));
    await mkdir(path.join(root, 'unrelated'));
    expect(await sweepOrphanedWorkDirs(root)).toBe(1);
    expect((await readdir(root)).sort()).toEqual([path.basename(own), 'deckmill-template-xyz', 'unrelated']);
  });

  it("sweeps only its own purpose's directories", async () => {
    const gone = spawnSync('true').pid;
    const pdf = await createWorkDir(root, 'pdf');
    expect(path.basename(pdf)).toMatch(new RegExp(`^deckmill-pdf-${process.pid}-`));
    await mkdir(path.join(root, `deckmill-pdf-${gone}-abc123`));
    await mkdir(path.join(root, `deckmill-previews-${gone}-def456`));
    expect(await sweepOrphanedWorkDirs(root, 'pdf')).toBe(1);
    expect((await readdir(root)).sort()).toEqual([path.basename(pdf), `deckmill-previews-${gone}-def456`]);
  });
});
