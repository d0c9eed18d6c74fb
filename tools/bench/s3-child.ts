// The S3 stand-in (s3rver) in a child process of its own, so a bench can read its CPU from /proc apart from
// its own polling (bench:scale's shared parts, bench:batch's CPU per row in distributed mode).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ExternalS3 } from './product-processes';

const ROOT = path.resolve(__dirname, '../..');

export interface S3Child extends ExternalS3 {
  readonly pid: number;
  readonly child: ChildProcess;
}

/** Node flags for the S3 server's process alone, as BENCH_NODE_ARGS are the product's (`--cpu-prof ...`). */
const S3_NODE_ARGS = (process.env['BENCH_S3_NODE_ARGS'] ?? '').split(' ').filter(Boolean);

export async function startS3Process(): Promise<S3Child> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...S3_NODE_ARGS,
      path.join(ROOT, 'tools/run-ts.mjs'),
      path.join(ROOT, 'tools/bench/s3-server-process.ts'),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`S3 server exited with ${code}`)));
    if (!child.stdout) return reject(new Error('no stdout'));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const keys = JSON.parse(line) as Omit<ExternalS3, 'stop'>;
  return { ...keys, pid: child.pid ?? -1, child, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
