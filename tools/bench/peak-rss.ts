import { readdirSync, readFileSync } from 'node:fs';
// The names alone: @deckmill/database's index loads the services' configuration, which needs reflect-metadata.
import { EMBEDDED_DATABASE_THREAD } from '../../libs/database/src/embedded/embedded-database-thread';
import { FILE_STORE_THREAD } from '../../libs/storage/src/filesystem/encryption/small-object-thread-messages';
import { RENDER_THREAD } from '../../apps/generation/src/rendering/threads/render-thread-messages';

function statusField(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** A process's peak resident memory since it started (VmHWM), in MB; null once it is gone. */
export function peakRssMb(pid: number): number | null {
  return statusField(pid, 'VmHWM');
}

/** A process's resident memory now (VmRSS), in MB; null once it is gone. */
export function currentRssMb(pid: number): number | null {
  return statusField(pid, 'VmRSS');
}

/** Samples the resident memory of processes every 100 ms and keeps each one's highest value. */
export class RssSampler {
  private readonly highest = new Map<string, number>();
  /** Each phase's own highest values (`phase()`), beside the whole run's. */
  private readonly phases = new Map<string, Map<string, number>>();
  private current: Map<string, number> | undefined;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly processes: readonly { name: string; pid: number }[]) {
    this.timer = setInterval(() => this.sample(), 100);
    this.sample();
  }

  /** From now on, the highest values are also kept under `label` (until the next phase). */
  phase(label: string): void {
    this.sample();
    this.current = new Map();
    this.phases.set(label, this.current);
    this.sample();
  }

  /** The highest values seen in the phase `label`, per process. */
  phasePeak(label: string): Map<string, number> {
    return this.phases.get(label) ?? new Map();
  }

  private sample(): void {
    for (const { name, pid } of this.processes) {
      const mb = currentRssMb(pid);
      if (mb === null) continue;
      this.highest.set(name, Math.max(mb, this.highest.get(name) ?? 0));
      this.current?.set(name, Math.max(mb, this.current.get(name) ?? 0));
    }
  }

  stop(): Map<string, number> {
    clearInterval(this.timer);
    this.sample();
    return this.highest;
  }
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux build the bench runs on). */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds from a `/proc` stat file (a process's or a thread's); null when unreadable. */
function statCpuSeconds(statFile: string): number | null {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The fields after the name's closing parenthesis (a name may hold one itself): state is the 3rd field of
    // the line, utime the 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** CPU seconds (user and system, all threads) a process has used since it started; null once it is gone. */
export function cpuSeconds(pid: number): number | null {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/** The machine's busy CPU seconds since boot, every core summed (`/proc/stat`'s first line). */
export function machineBusySeconds(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  // user, nice, system, idle, iowait, irq, softirq (the guest times later on are inside user and nice).
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields.map(Number);
  return (user + nice + system + irq + softirq) / TICKS_PER_SECOND;
}

/**
 * What a thread does, from the name Node and V8 give it (`/proc/<pid>/task/<tid>/comm`). Node 24 names them
 * all; Node 22 names only libuv's pool and V8's delayed tasks; Node 20 none (each is `node`, as the main
 * thread is), so there "unnamed threads" is the whole process.
 */
function threadKind(name: string): string {
  if (name === 'MainThread') return 'main thread';
  if (name === 'node') return 'unnamed threads (the main thread among them)';
  if (name === EMBEDDED_DATABASE_THREAD) return "the embedded database's thread";
  if (name === FILE_STORE_THREAD) return "the file store's thread";
  if (name === RENDER_THREAD) return 'render threads';
  if (name === 'WorkerThread') return 'other worker threads';
  if (name.startsWith('V8Worker') || name === 'DelayedTaskSche') return "V8's helpers (GC, compiling)";
  if (name.startsWith('libuv-worker')) return "libuv's pool (files, zlib, crypto)";
  return 'other';
}

/**
 * CPU seconds per kind of thread of a process, since each thread started. A thread that has ended is no longer
 * counted, so a kind whose thread ended during a window comes out short; the product's threads (V8's and
 * libuv's pools, PGlite's and the file store's) live as long as it does. Empty once the process is gone.
 */
export function threadCpuSeconds(pid: number): Map<string, number> {
  const kinds = new Map<string, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return kinds;
  }
  for (const tid of tids) {
    let name: string;
    try {
      name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    } catch {
      continue; // The thread ended between the listing and the read.
    }
    const seconds = statCpuSeconds(`/proc/${pid}/task/${tid}/stat`);
    if (seconds === null) continue;
    const kind = threadKind(name);
    kinds.set(kind, (kinds.get(kind) ?? 0) + seconds);
  }
  return kinds;
}
