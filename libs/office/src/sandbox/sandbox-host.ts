import { spawn } from 'node:child_process';
import { lstat, readlink, realpath } from 'node:fs/promises';
import type { HostPath, SandboxKind } from './sandbox-command';

/** What LibreOffice needs of the host: programs and libraries, fonts, its configuration, the linker cache. */
const SYSTEM_PATHS = [
  '/usr',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
  '/etc/alternatives',
  '/etc/fonts',
  '/etc/ld.so.cache',
  '/etc/libreoffice',
  '/etc/localtime',
];

export interface SandboxSupport {
  readonly kind: SandboxKind;
  readonly memoryTool: 'prlimit' | 'ulimit' | 'none';
  /** Why a stronger kind was not used (shown in the log and in docs/security.md's limits). */
  readonly reason?: string;
}

/** The host paths to show read-only, with `soffice`'s own installation when it lives outside /usr (/opt). */
export async function hostPaths(soffice: string): Promise<HostPath[]> {
  const candidates = [...SYSTEM_PATHS];
  const installation = await installationOf(soffice);
  if (installation) candidates.push(installation);
  const found: HostPath[] = [];
  for (const candidate of candidates) {
    try {
      const stats = await lstat(candidate);
      found.push(
        stats.isSymbolicLink()
          ? { path: candidate, symlinkTo: await readlink(candidate) }
          : { path: candidate },
      );
    } catch {
      // Not on this host.
    }
  }
  return found;
}

// LibreOffice's own builds install to /opt/libreoffice<version>/program/soffice; Debian's live in /usr.
const OPT_INSTALLATION = /^(\/opt\/[^/]+)\/program\/soffice(\.bin)?$/;

async function installationOf(soffice: string): Promise<string | null> {
  if (!soffice.includes('/')) return null;
  try {
    return OPT_INSTALLATION.exec(await realpath(soffice))?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The strongest confinement this host allows, probed once: bubblewrap needs unprivileged user namespaces
 * (containers often forbid them), unshare the same without bubblewrap installed. `wanted`
 * (DECKMILL_PREVIEW_SANDBOX) may name a weaker kind (never a stronger one than works).
 */
export async function detectSandbox(wanted: SandboxKind = 'bwrap'): Promise<SandboxSupport> {
  const memoryTool = await memoryToolOf();
  if (
    wanted === 'bwrap' &&
    (await succeeds('bwrap', ['--unshare-all', '--die-with-parent', '--ro-bind', '/', '/', 'true']))
  ) {
    return { kind: 'bwrap', memoryTool };
  }
  if (
    wanted !== 'none' &&
    (await succeeds('unshare', [
      '--user',
      '--map-root-user',
      '--net',
      '--pid',
      '--fork',
      '--kill-child',
      'true',
    ]))
  ) {
    return {
      kind: 'unshare',
      memoryTool,
      reason:
        wanted === 'unshare'
          ? 'chosen by DECKMILL_PREVIEW_SANDBOX'
          : 'bwrap is missing or may not create namespaces here',
    };
  }
  return {
    kind: 'none',
    memoryTool,
    reason:
      wanted === 'none'
        ? 'chosen by DECKMILL_PREVIEW_SANDBOX'
        : 'neither bwrap nor unshare may create namespaces here',
  };
}

/**
 * prlimit (util-linux), else the shell's `ulimit -v`, else none: Windows has no `sh`, and macOS's kernel may
 * refuse an address-space limit; there LibreOffice runs without a ceiling rather than not at all.
 */
async function memoryToolOf(): Promise<'prlimit' | 'ulimit' | 'none'> {
  if (await succeeds('prlimit', ['--as=1073741824', '--', 'true'])) return 'prlimit';
  return (await succeeds('sh', ['-c', 'ulimit -v 1048576 && exec true'])) ? 'ulimit' : 'none';
}

function succeeds(command: string, args: readonly string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.on('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}
