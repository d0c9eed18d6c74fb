import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { TestClient } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';

/** Processes whose parent is this one (LibreOffice children would be; nothing else in a test stack is). */
export function childProcesses(): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's closing parenthesis: state, then the parent's pid.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

/** The temporary directories the product makes (templates: inspection copies and preview renders). */
const PRODUCT_TEMP = /^deckmill-(template|previews)-/;

/** The product's temporary directories in the system's temporary directory now. */
export function productTempDirs(): Set<string> {
  return new Set(readdirSync(tmpdir()).filter((name) => PRODUCT_TEMP.test(name)));
}

export interface ProbeLimits {
  /** The product's temporary directories before the case (other test runs on the machine may own some). */
  readonly tempBefore: ReadonlySet<string>;
}

/**
 * The collector, without starting Node with --expose-gc: Jest owns the command line. The flag set at run time
 * applies to contexts made afterwards, so a fresh context hands out `gc`.
 */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * Bytes still reachable after a full collection. Resident memory is not used: how much of a freed heap the
 * allocator returns to the system differs from run to run and machine to machine (2.1 to 2.4 GiB were seen
 * for the same case), while what stays reachable is what a leak changes.
 */
export function retainedBytes(): number {
  const gc = collector();
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** What the process still holds after a full collection is at most `maxRetainedBytes`. */
export function expectBoundedMemory(maxRetainedBytes: number): void {
  const retained = retainedBytes();
  if (retained > maxRetainedBytes)
    throw new Error(`still holding ${Math.round(retained / 2 ** 20)} MiB after a full collection`);
}

/**
 * After a hostile case: the server answers and (once any background work of the case finished) no child
 * process and no temporary file is left.
 */
export async function expectHealthyAfterCase(client: TestClient, limits: ProbeLimits): Promise<void> {
  const health = await client.get('/api/health');
  if (health.status !== 200) throw new Error(`health answered ${health.status}`);
  await eventually(() => childProcesses().length === 0, 'no child process left', { timeoutMs: 120_000 });
  const left = (): string[] => [...productTempDirs()].filter((name) => !limits.tempBefore.has(name));
  await eventually(() => left().length === 0, 'no temporary file left', { timeoutMs: 120_000 }).catch(
    (error: Error) => {
      throw new Error(`${error.message}: ${left().join(', ')} in ${tmpdir()}`);
    },
  );
}
