import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

// How the container image and the Helm chart run a distributed process, read from their own files so the
// bench cannot drift from them: the image's Node flags (docker/Dockerfile's ENTRYPOINT), and a service's
// memory limit and environment (helm/deckmill/values.yaml). Node sizes V8's heap from the memory limit it
// starts under: in a 512 MiB cgroup a 259 MB heap and a young generation that grows to 2 MB, on this 24 GB
// machine without one 4.3 GB and 64 MB.

const ROOT = path.resolve(__dirname, '../..');
/** cgroup v1's memory controller (mounted on these machines; needs root). */
const MEMORY_ROOT = '/sys/fs/cgroup/memory';

/** The flags the image's ENTRYPOINT gives Node, between `node` and the server's script. */
export function imageNodeFlags(dockerfile = path.join(ROOT, 'docker/Dockerfile')): string[] {
  const line = readFileSync(dockerfile, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('ENTRYPOINT ['));
  if (!line) throw new Error(`${dockerfile} has no ENTRYPOINT in exec form`);
  const words = JSON.parse(line.slice('ENTRYPOINT '.length)) as string[];
  const node = words.indexOf('node');
  const script = words.findIndex((word) => word.endsWith('main.js'));
  if (node < 0 || script < node) throw new Error(`${dockerfile}'s ENTRYPOINT does not run node on main.js`);
  return words.slice(node + 1, script);
}

const UNITS: Record<string, number> = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };
const VALUES = path.join(ROOT, 'helm/deckmill/values.yaml');

interface ChartService {
  readonly env?: Record<string, string>;
  readonly resources?: { readonly limits?: { readonly memory?: string } };
}

/** Each values file's services, read once (a bench starts several processes from them). */
const chartServices = new Map<string, Record<string, ChartService> | undefined>();

function chartService(service: string, valuesFile: string): ChartService | undefined {
  if (!chartServices.has(valuesFile)) {
    const values = parse(readFileSync(valuesFile, 'utf8')) as { services?: Record<string, ChartService> };
    chartServices.set(valuesFile, values.services);
  }
  return chartServices.get(valuesFile)?.[service];
}

/** A service's environment in the chart (its `env`: NODE_OPTIONS among them). */
export function chartEnv(service: string, valuesFile = VALUES): Record<string, string> {
  return { ...chartService(service, valuesFile)?.env };
}

/** A service's memory limit in the chart, in bytes. */
export function chartMemoryLimit(service: string, valuesFile = VALUES): number {
  const limit = chartService(service, valuesFile)?.resources?.limits?.memory;
  const match = /^(\d+)(Ki|Mi|Gi)$/.exec(limit ?? '');
  if (!match) throw new Error(`${valuesFile}: services.${service} has no memory limit in Ki, Mi or Gi`);
  return Number(match[1]) * UNITS[match[2]];
}

const created = new Set<string>();

/**
 * A memory group of `bytes` for processes started in it (`inMemoryGroup`); null where the machine's cgroup v1
 * memory controller cannot be written (not root), and the process then starts without a limit.
 */
export function memoryGroup(name: string, bytes: number): string | null {
  const dir = `${MEMORY_ROOT}/${name}`;
  try {
    if (!existsSync(dir)) mkdirSync(dir);
    created.add(dir);
    writeFileSync(`${dir}/memory.limit_in_bytes`, String(bytes));
    return dir;
  } catch {
    return null;
  }
}

/**
 * The command and arguments that start `command args` inside the group: a shell joins the group and then
 * becomes the command (same pid), so Node finds the limit when it sizes its heap at start.
 */
export function inMemoryGroup(
  dir: string,
  command: string,
  args: readonly string[],
): { command: string; args: string[] } {
  return {
    command: '/bin/sh',
    args: ['-c', 'echo $$ > "$1/cgroup.procs" && shift && exec "$@"', 'sh', dir, command, ...args],
  };
}

/** Removes the groups made here (their processes have exited). */
export function removeMemoryGroups(): void {
  for (const dir of created) {
    try {
      if (existsSync(dir)) rmdirSync(dir);
    } catch {
      // A process still in it: left for the next run to reuse.
    }
  }
  created.clear();
}
