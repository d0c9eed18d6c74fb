import { readdirSync, readFileSync } from 'node:fs';
import { cpuSeconds } from './peak-rss';

/** USER_HZ, as in peak-rss.ts. */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  readonly pid: number;
  readonly comm: string;
  readonly ppid: number;
  /** utime + stime, seconds. */
  readonly own: number;
  /** cutime + cstime: reaped children's CPU, seconds. */
  readonly children: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    // After ") ": state, ppid, ... utime is the 12th, stime 13th, cutime 14th, cstime 15th.
    const fields = text.slice(close + 2).split(' ');
    return {
      pid,
      comm,
      ppid: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      children: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

function allProcesses(): ProcStat[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => procStat(Number(entry)) ?? []);
}

/**
 * CPU seconds of the machine's PostgreSQL: every `postgres` process (postmaster, backends, checkpointer,
 * WAL writer...), plus the postmaster's reaped children, so backends that end during a window still count.
 */
export function postgresCpuSeconds(): number {
  const postgres = allProcesses().filter((p) => p.comm === 'postgres');
  const pids = new Set(postgres.map((p) => p.pid));
  return postgres.reduce((sum, p) => sum + p.own + (pids.has(p.ppid) ? 0 : p.children), 0);
}

/** The pid of the machine's nats-server, or null. */
export function natsPid(): number | null {
  return allProcesses().find((p) => p.comm === 'nats-server')?.pid ?? null;
}

/** CPU seconds of a set of processes (null entries, gone, count as 0). */
export function sumCpu(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0);
}

/**
 * CPU seconds of this process's children that have ended and been waited for (cutime + cstime): read before
 * and after a child command, it is that command's CPU, every thread of it.
 */
export function endedChildrenCpuSeconds(): number {
  return procStat(process.pid)?.children ?? Number.NaN;
}

/**
 * CPU seconds so far of the parts a distributed product shares: the machine's PostgreSQL, its NATS (NaN when no
 * nats-server runs) and the S3 server's process.
 */
export function sharedPartsCpu(parts: { readonly nats: number | null; readonly s3: number }): {
  PostgreSQL: number;
  NATS: number;
  'S3 server': number;
} {
  return {
    PostgreSQL: postgresCpuSeconds(),
    NATS: parts.nats === null ? Number.NaN : sumCpu([parts.nats]),
    'S3 server': sumCpu([parts.s3]),
  };
}
