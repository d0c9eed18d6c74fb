import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TemplateError } from '@deckmill/pptx';
import type { CheckedDeck, InspectionReply, InspectionRequest } from './inspection-messages';

export interface OffThreadLimits {
  /** Heap of one inspection's worker: what one upload may hold in memory. */
  readonly maxHeapMb: number;
  /** An inspection still running after this is stopped. */
  readonly deadlineMs: number;
}

/** Room for 64 MiB of XML as strings plus the parse structures of the largest deck the limits accept. */
export const DEFAULT_OFF_THREAD_LIMITS: OffThreadLimits = { maxHeapMb: 768, deadlineMs: 60_000 };

/** Inspections running at once per process; more wait their turn, so memory stays bounded under load. */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resume) => waiting.push(resume));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const TOO_HEAVY = 'This presentation needs more memory or time to check than a template may take.';

/**
 * The young generation the thread had while `npm start`'s --max-semi-space-size applied to every thread
 * (three semi-spaces of that size): the server clears the flag as it starts (apps/server
 * thread-heap-limits.ts), so a thread gets what it states. Without the flag (the tests, the pods the chart
 * gives none) V8 sizes it.
 */
export function youngGeneration(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions = process.env['NODE_OPTIONS'] ?? '',
): { maxYoungGenerationSizeMb?: number } {
  const flags = [...execArgv, ...nodeOptions.split(/\s+/)];
  const semiSpaceMb = flags
    .map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1])
    .find((value) => value !== undefined);
  return semiSpaceMb ? { maxYoungGenerationSizeMb: 3 * Number(semiSpaceMb) } : {};
}

/**
 * Compiled (dist/) the worker is a .js file beside this one; run from the TypeScript sources (tests), it is
 * loaded through @swc-node/register, which the test tools already use.
 */
function startWorker(request: InspectionRequest, limits: OffThreadLimits): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: limits.maxHeapMb, ...youngGeneration() };
  const options = { workerData: request, resourceLimits };
  if (__filename.endsWith('.js')) return new Worker(path.join(__dirname, 'inspection.worker.js'), options);
  const entry = JSON.stringify(path.join(__dirname, 'inspection.worker.ts'));
  return new Worker(`require('@swc-node/register'); require(${entry});`, { ...options, eval: true });
}

/**
 * Cleans and inspects a deck on a worker thread: parsing up to 64 MiB of XML blocks that thread, never the
 * event loop, and the worker's heap ceiling bounds the memory one upload can take. Throws the engine's
 * TemplateError for a bad file (and for one too heavy to check).
 */
export function inspectOffThread(
  file: string,
  limits: OffThreadLimits = DEFAULT_OFF_THREAD_LIMITS,
): Promise<CheckedDeck> {
  return withSlot(() => inspectOnWorker(file, limits));
}

function inspectOnWorker(file: string, limits: OffThreadLimits): Promise<CheckedDeck> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ file }, limits);
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      outcome();
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => settle(() => reject(new TemplateError('too_large', TOO_HEAVY))),
      limits.deadlineMs,
    );
    worker.once('message', (reply: InspectionReply) =>
      settle(() => {
        if (reply.ok)
          resolve({ inspection: reply.inspection, removed: reply.removed, sizeBytes: reply.sizeBytes });
        else if (reply.code) reject(new TemplateError(reply.code, reply.message));
        else reject(new Error(`template inspection failed: ${reply.message}`));
      }),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new TemplateError('too_large', TOO_HEAVY) : error),
      ),
    );
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`template inspection worker exited with ${code}`))),
    );
  });
}
