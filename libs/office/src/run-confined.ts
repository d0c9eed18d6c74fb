import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { runBounded } from './run-bounded';
import { sandboxedCommand, type SandboxedCommand } from './sandbox/sandbox-command';
import { hostPaths, type SandboxSupport } from './sandbox/sandbox-host';

/**
 * Address space a preview tool may use (orphaned LibreOffice runs once held 1.28 GB each); the service
 * passes DECKMILL_PREVIEW_MEMORY_MB instead.
 */
export const DEFAULT_MEMORY_LIMIT_BYTES = 1536 * 1024 * 1024;

/**
 * Preview and conversion tools run this much below the server's own work: in embedded mode they share
 * the machine with generation and the HTTP server, and LibreOffice rendering a new template's previews took most
 * of a core of two beside a running batch for 10-20 s. On a host of their own (a templates or converter pod)
 * nothing competes, so they lose nothing.
 */
export const TOOL_NICENESS = 10;

/**
 * Runs `"$@"` at niceness `$1`, from inside the sandbox. The watchdog's detached spawn starts a session of its
 * own, and with autogrouping (Linux's default for processes in
 * the root CPU cgroup: a desktop, a VM) the kernel weighs each session's group as a whole and ranks nice values
 * only inside it: the group's own nice (/proc/self/autogroup) is what lowers the tool against the server.
 * `nice` lowers it where groups are cgroups (a pod). Neither one missing stops the tool.
 */
const AT_LOWER_PRIORITY = [
  'niceness=$1',
  'shift',
  // The kernel takes one such write per 100 ms from all processes without CAP_SYS_ADMIN in the first user
  // namespace (every sandboxed one) and answers EAGAIN to the rest: two tools started together (a unit run's
  // two workers did) left the second at its group's nice 0. Ten tries cover a burst of ten.
  'if [ -e /proc/self/autogroup ]; then',
  '  for try in 1 2 3 4 5 6 7 8 9 10; do',
  '    { echo "$niceness" > /proc/self/autogroup; } 2>/dev/null && break',
  '    sleep 0.1',
  '  done',
  'fi',
  'if command -v nice >/dev/null 2>&1; then exec nice -n "$niceness" "$@"; fi',
  'exec "$@"',
].join('\n');

export interface ConfinedRun {
  /** The only directory the command may read or write (besides the system's read-only directories). */
  readonly workDir: string;
  readonly command: string;
  readonly args: readonly string[];
  /** Variables besides HOME and TMPDIR (both inside `workDir`); nothing else of the server's reaches it. */
  readonly env: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly memoryLimitBytes?: number;
  /** How to confine it: `sandboxSupport()`, the strongest this host allows. */
  readonly sandbox: SandboxSupport;
  /** The program whose installation the sandbox must show, when `command` only starts it (default `command`). */
  readonly installationOf?: string;
  /** A stopping worker's: kills the run, which rejects with its reason. */
  readonly signal?: AbortSignal;
}

/**
 * Runs a preview tool confined (`sandboxedCommand`), under a memory ceiling and a deadline, at a lower CPU
 * priority (`TOOL_NICENESS`), in its own process group that dies with this process (`runBounded`). Its temporary
 * files stay inside `workDir`.
 */
export async function runConfined(run: ConfinedRun): Promise<void> {
  const confined = await confinedCommand(run);
  await runBounded(confined.command, confined.args, run.timeoutMs, confined.env, run.signal);
}

/**
 * The command line `runConfined` runs (the warm LibreOffice instances start theirs the same way): sandboxed, under
 * the memory ceiling, at `TOOL_NICENESS`, with HOME and TMPDIR inside `workDir`.
 */
export async function confinedCommand(run: Omit<ConfinedRun, 'timeoutMs'>): Promise<SandboxedCommand> {
  const temporary = path.join(run.workDir, 'tmp');
  await mkdir(temporary, { recursive: true });
  const support = run.sandbox;
  return sandboxedCommand({
    kind: support.kind,
    memoryTool: support.memoryTool,
    workDir: run.workDir,
    hostPaths: support.kind === 'bwrap' ? await hostPaths(run.installationOf ?? run.command) : [],
    env: { ...run.env, HOME: run.workDir, TMPDIR: temporary },
    memoryLimitBytes: run.memoryLimitBytes ?? DEFAULT_MEMORY_LIMIT_BYTES,
    ...atLowerPriority(run.command, run.args),
  });
}

/** The command at `TOOL_NICENESS` through `sh`; Windows has no `sh` (nor nice), so there it runs as it is. */
export function atLowerPriority(
  command: string,
  args: readonly string[],
  platform: NodeJS.Platform = process.platform,
): { command: string; args: string[] } {
  if (platform === 'win32') return { command, args: [...args] };
  return {
    command: 'sh',
    args: ['-c', AT_LOWER_PRIORITY, 'deckmill-lower-priority', String(TOOL_NICENESS), command, ...args],
  };
}

// Windows programs fail to start without SystemRoot (and find `.exe` names by PATHEXT); elsewhere unset.
const KEPT_VARIABLES = ['PATH', 'LANG', 'LC_ALL', 'LANGUAGE', 'TZ', 'SystemRoot', 'windir', 'PATHEXT'];

/** The few variables of the server's environment a preview tool needs (no credentials). */
export function keptEnvironment(base: NodeJS.ProcessEnv): Record<string, string> {
  const environment: Record<string, string> = {};
  for (const name of KEPT_VARIABLES) {
    const value = base[name];
    if (value !== undefined) environment[name] = value;
  }
  return environment;
}
