import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

export interface GroupOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly stdio: SpawnOptions['stdio'];
  /** The process's own by default; tests pass another. */
  readonly platform?: NodeJS.Platform;
  readonly spawnImpl?: typeof spawn;
}

/**
 * Starts `command` under `watchdog` (a POSIX shell script that ends the whole process group when this process
 * dies) in a group of its own. Windows has no `sh` and no process groups: the command runs directly, hidden,
 * and `killGroup` ends its tree with `taskkill` (LibreOffice's soffice.exe starts soffice.bin).
 */
export function spawnGroup(
  watchdog: string,
  command: string,
  args: readonly string[],
  { env, stdio, platform = process.platform, spawnImpl = spawn }: GroupOptions,
): ChildProcess {
  if (platform === 'win32') return spawnImpl(command, [...args], { env, stdio, windowsHide: true });
  return spawnImpl('sh', ['-c', watchdog, 'deckmill-watchdog', command, ...args], {
    detached: true,
    env,
    stdio,
  });
}

/** SIGKILL to the group `spawnGroup` started (its leader's pid), or its tree on Windows. */
export function killGroup(
  pid: number | undefined,
  platform: NodeJS.Platform = process.platform,
  spawnImpl: typeof spawn = spawn,
): void {
  if (pid === undefined) return;
  if (platform === 'win32') {
    spawnImpl('taskkill', ['/pid', String(pid), '/T', '/F'], { stdio: 'ignore', windowsHide: true }).on(
      'error',
      () => undefined,
    );
    return;
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
