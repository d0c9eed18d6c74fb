import os from 'node:os';

/**
 * RENDER_THREADS when it is unset: a render thread on a machine of more than two cores, none on two. On two
 * cores the thread shares them with the main thread, the file store's and the database's: a 10,000-row batch
 * answered a page read while it rendered in 31-38 ms (median) against 64-118 ms without, but took 22.5-32.2 s
 * against 22.2-27.4 s and 3.7-5.3 ms of CPU a row against 3.2-4.3 (bench:batch, docs/benchmarks.md, session 63).
 * With more cores the thread has one of its own and the main thread, which bounds the batch on one thread, is
 * freed of rendering.
 */
export function defaultRenderThreads(cores = os.availableParallelism()): number {
  return cores > 2 ? 1 : 0;
}
