import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';

/** cgroup v1's CPU controller (mounted on these machines; needs root). */
const CPU_ROOT = '/sys/fs/cgroup/cpu';
const PERIOD_US = 100_000;

const created = new Set<string>();

/** Creates (or reuses) the group `name` with a quota of `cpus` cores per 100 ms period; answers its path. */
export function cpuGroup(name: string, cpus: number): string {
  const dir = `${CPU_ROOT}/${name}`;
  if (!existsSync(dir)) mkdirSync(dir);
  created.add(dir);
  writeFileSync(`${dir}/cpu.cfs_period_us`, String(PERIOD_US));
  writeFileSync(`${dir}/cpu.cfs_quota_us`, String(Math.round(cpus * PERIOD_US)));
  return dir;
}

/** Moves a process (all its threads) into the group, and checks that it is there. */
export function placeInGroup(dir: string, pid: number): void {
  writeFileSync(`${dir}/cgroup.procs`, String(pid));
  const name = dir.slice(CPU_ROOT.length);
  const line = readFileSync(`/proc/${pid}/cgroup`, 'utf8')
    .split('\n')
    .find((entry) => /:(?:[^:]*,)?cpu(?:,[^:]*)?:/.test(entry));
  if (!line?.endsWith(name)) throw new Error(`pid ${pid} is not in ${dir} (${line ?? 'no cpu line'})`);
}

/** How long the group's processes waited for quota: periods throttled and seconds (cpu.stat). */
export function throttling(dir: string): { periods: number; throttled: number; seconds: number } {
  const stat = readFileSync(`${dir}/cpu.stat`, 'utf8');
  const field = (key: string) => Number(new RegExp(`^${key} (\\d+)`, 'm').exec(stat)?.[1] ?? 0);
  return {
    periods: field('nr_periods'),
    throttled: field('nr_throttled'),
    seconds: field('throttled_time') / 1e9,
  };
}

/** Removes every group made here; processes still in one go back to the root group first. */
export function removeCpuGroups(): void {
  for (const dir of created) {
    if (!existsSync(dir)) continue;
    const pids = readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
    for (const pid of pids) {
      try {
        writeFileSync(`${CPU_ROOT}/cgroup.procs`, pid);
      } catch {
        // Gone meanwhile.
      }
    }
    rmdirSync(dir);
  }
  created.clear();
}
