import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BatchCase } from './batch-cases';
import { endedChildrenCpuSeconds } from './shared-cpu';

const ROOT = path.resolve(__dirname, '../..');
/** The `deckmill` command; it runs the compiled build (dist/server), which the bench has just made. */
const CLI = path.join(ROOT, 'tools/bin/deckmill.cjs');

export interface CliTiming {
  /** The command's wall time, start-up included. */
  readonly seconds: number;
  /** The command's CPU seconds, user and system, every thread (its start-up included). */
  readonly cpuSeconds: number;
  readonly zipBytes: number;
}

/**
 * The yardstick: `deckmill generate --template t.pptx --csv rows.csv --out all.zip` on the same template
 * and rows, writing its ZIP to a file, timed from spawn to exit.
 */
export async function timeCli(batch: BatchCase): Promise<CliTiming> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-bench-cli-'));
  try {
    const template = path.join(dir, 'template.pptx');
    const csv = path.join(dir, 'rows.csv');
    const out = path.join(dir, 'all.zip');
    await writeFile(template, batch.deck);
    await writeFile(csv, batch.csv);
    const cpuBefore = endedChildrenCpuSeconds();
    const started = performance.now();
    await promisify(execFile)(
      process.execPath,
      [CLI, 'generate', '--template', template, '--csv', csv, '--out', out],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = endedChildrenCpuSeconds() - cpuBefore;
    return { seconds, cpuSeconds, zipBytes: (await stat(out)).size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
