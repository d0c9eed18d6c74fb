import { accessSync, constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** The platform and environment a lookup runs in: the process's own, or a test's. */
export interface ExecutableHost {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
  /** Whether `file` can be run; `access(X_OK)` by default (on Windows, that it exists). */
  readonly runnable?: (file: string) => Promise<boolean>;
}

const PROCESS_HOST: ExecutableHost = { platform: process.platform, env: process.env };

/** LibreOffice's installers put soffice where no PATH reaches: macOS's app bundle, Windows's Program Files. */
const OFFICE_NAMES = new Set(['soffice', 'libreoffice']);

/** Where a Mac's package managers put tools (poppler's pdftoppm); an app started from Finder has no such PATH. */
const MAC_TOOL_DIRS = ['/opt/homebrew/bin', '/usr/local/bin', '/opt/local/bin'];

async function canRun(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A path, not a name to look up: a slash anywhere, or a backslash or drive letter on Windows. */
function isPath(command: string, platform: NodeJS.Platform): boolean {
  if (command.includes('/')) return true;
  return platform === 'win32' && (command.includes('\\') || /^[A-Za-z]:/.test(command));
}

/** Windows runs `name` as `name.exe` (PATHEXT); a name that already has one of those endings runs as it is. */
function withExtensions(name: string, { platform, env }: ExecutableHost): string[] {
  if (platform !== 'win32') return [name];
  const extensions = (env['PATHEXT'] ?? '.COM;.EXE;.BAT;.CMD').split(';').filter(Boolean);
  const has = extensions.some((ext) => name.toLowerCase().endsWith(ext.toLowerCase()));
  return has ? [name] : extensions.map((ext) => `${name}${ext.toLowerCase()}`);
}

/** The standard install places of LibreOffice (and, on macOS, of package managers' tools) for `name`. */
function installPlaces(name: string, { platform, env }: ExecutableHost): string[] {
  const office = OFFICE_NAMES.has(name.toLowerCase().replace(/\.exe$/, ''));
  if (platform === 'darwin') {
    const app = office ? ['/Applications/LibreOffice.app/Contents/MacOS/soffice'] : [];
    return [...app, ...MAC_TOOL_DIRS.map((dir) => path.posix.join(dir, name))];
  }
  if (platform === 'win32' && office) {
    const roots = [env['PROGRAMFILES'], env['PROGRAMFILES(X86)'], 'C:\\Program Files'].filter(
      (root): root is string => Boolean(root),
    );
    return [...new Set(roots)].map((root) => path.win32.join(root, 'LibreOffice', 'program', 'soffice.exe'));
  }
  return [];
}

/** Every file `command` may be, in order: itself when a path, else each PATH folder, then install places. */
export function executableCandidates(command: string, host: ExecutableHost = PROCESS_HOST): string[] {
  if (isPath(command, host.platform)) return [command];
  const join = host.platform === 'win32' ? path.win32.join : path.posix.join;
  const delimiter = host.platform === 'win32' ? ';' : ':';
  const dirs = (host.env['PATH'] ?? host.env['Path'] ?? '').split(delimiter).filter(Boolean);
  const names = withExtensions(command, host);
  return [...dirs.flatMap((dir) => names.map((name) => join(dir, name))), ...installPlaces(command, host)];
}

/** The executable `command` runs (a path, or the first match on PATH or in the standard places), or null. */
export async function findExecutable(
  command: string,
  host: ExecutableHost = PROCESS_HOST,
): Promise<string | null> {
  const runnable = host.runnable ?? canRun;
  for (const candidate of executableCandidates(command, host)) {
    if (await runnable(candidate)) return candidate;
  }
  return null;
}

/**
 * What to run for `command` in this process: its path once found (a Mac's LibreOffice is on no PATH, and
 * Windows needs `soffice.exe`), else `command` itself, which then fails as not installed. Looked up once, at
 * start: installing a tool takes a restart, as the app says.
 */
export function locateExecutable(command: string, host: ExecutableHost = PROCESS_HOST): string {
  const found = executableCandidates(command, host).find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
  return found ?? command;
}
