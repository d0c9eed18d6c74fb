/**
 * How LibreOffice is confined, strongest first:
 * - `bwrap`: bubblewrap. New user, mount, PID, network, IPC and UTS namespaces; the file system holds only
 *   read-only system directories and the work directory; /tmp is private; the sandbox dies with its parent.
 * - `unshare`: no network and a PID namespace that dies with its parent, but the host's file system.
 * - `none`: no isolation beyond the memory ceiling (the upload-time cleaning is then the only guard).
 */
export type SandboxKind = 'bwrap' | 'unshare' | 'none';

/** One path of the host the sandbox shows read-only: a directory or file, or a symbolic link (merged /usr). */
export interface HostPath {
  readonly path: string;
  /** Set when the host path is a symbolic link: the sandbox gets the same link instead of a bind. */
  readonly symlinkTo?: string;
}

export interface SandboxRequest {
  readonly kind: SandboxKind;
  /** The only writable directory LibreOffice sees (deck, profile, output), at the same path as outside. */
  readonly workDir: string;
  /** Host paths LibreOffice needs (system directories, fonts, its own configuration). */
  readonly hostPaths: readonly HostPath[];
  /** The whole environment of the confined command. */
  readonly env: Readonly<Record<string, string>>;
  /** Address-space ceiling of the confined command and its children, in bytes. */
  readonly memoryLimitBytes: number;
  /** `prlimit` (util-linux) sets the ceiling; without it, the shell's `ulimit -v` does; `none`: no ceiling. */
  readonly memoryTool: 'prlimit' | 'ulimit' | 'none';
  readonly command: string;
  readonly args: readonly string[];
}

export interface SandboxedCommand {
  readonly command: string;
  readonly args: readonly string[];
  /** The environment to spawn with (bwrap clears it inside and sets `env` itself). */
  readonly env: Readonly<Record<string, string>>;
}

/** The command line that runs `request.command` confined as `request.kind` says, under a memory ceiling. */
export function sandboxedCommand(request: SandboxRequest): SandboxedCommand {
  const limited = [...memoryCeiling(request), request.command, ...request.args];
  if (request.kind === 'bwrap') {
    return {
      command: 'bwrap',
      args: [...bwrapOptions(request), '--', ...limited],
      env: minimalEnv(request.env),
    };
  }
  if (request.kind === 'unshare') {
    return {
      command: 'unshare',
      args: [
        '--user',
        '--map-root-user',
        '--net',
        '--pid',
        '--fork',
        '--kill-child',
        '--mount-proc',
        '--',
        ...limited,
      ],
      env: { ...request.env },
    };
  }
  const [command = 'prlimit', ...args] = limited;
  return { command, args, env: { ...request.env } };
}

function memoryCeiling(request: SandboxRequest): string[] {
  if (request.memoryTool === 'none') return [];
  if (request.memoryTool === 'prlimit')
    return ['prlimit', `--as=${Math.floor(request.memoryLimitBytes)}`, '--'];
  const kibibytes = Math.floor(request.memoryLimitBytes / 1024);
  return ['sh', '-c', `ulimit -v ${kibibytes} && exec "$@"`, 'sh'];
}

function bwrapOptions(request: SandboxRequest): string[] {
  // No `--new-session`: it put the sandbox in a process group of its own, which the deadline's and the
  // watchdog's group kill did not reach, leaving only `--die-with-parent` to end it; a LibreOffice left spinning
  // at half a core for 15 minutes after its conversion was killed was seen in a CI run. The terminal injection
  // it guards against (TIOCSTI) needs a controlling terminal, and the sandbox has none: the watchdog's detached
  // spawn starts a session without one, and the sandbox's standard streams are /dev/null and pipes.
  const options = ['--unshare-all', '--die-with-parent', '--cap-drop', 'ALL'];
  for (const host of request.hostPaths) {
    if (host.symlinkTo !== undefined) options.push('--symlink', host.symlinkTo, host.path);
    else options.push('--ro-bind', host.path, host.path);
  }
  // /tmp is an empty tmpfs; the work directory (usually below /tmp) is mounted onto it afterwards.
  options.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  options.push('--bind', request.workDir, request.workDir, '--chdir', request.workDir, '--clearenv');
  for (const [name, value] of Object.entries(request.env)) options.push('--setenv', name, value);
  return options;
}

// bwrap itself only needs to be found; everything LibreOffice gets is set inside with --setenv.
function minimalEnv(env: Readonly<Record<string, string>>): Record<string, string> {
  return env['PATH'] === undefined ? {} : { PATH: env['PATH'] };
}
