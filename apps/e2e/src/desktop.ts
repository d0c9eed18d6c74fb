import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const DESKTOP_DIR = path.join(ROOT, 'dist/desktop');

function mtime(file: string): number {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** The executables `npm run build:desktop` makes by default (docs/desktop.md). */
export const DESKTOP_TARGETS = ['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64', 'win-x64'];

/**
 * The format and CPU in an executable's header (`elf-x64`, `macho-arm64`, `pe-x64`, ...), read here rather than
 * with the build's own reader so the suite checks the build independently.
 */
export function executableKind(file: string): string {
  const header = Buffer.alloc(4096);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, header.length, 0);
  fs.closeSync(fd);
  const cpu = (code: number, x64: number, arm64: number) =>
    code === x64 ? 'x64' : code === arm64 ? 'arm64' : '?';
  if (header.readUInt32BE(0) === 0x7f454c46) return `elf-${cpu(header.readUInt16LE(18), 62, 183)}`;
  if (header.readUInt32LE(0) === 0xfeedfacf)
    return `macho-${cpu(header.readUInt32LE(4), 0x01000007, 0x0100000c)}`;
  const pe = header.readUInt32LE(60);
  if (header.toString('latin1', 0, 2) === 'MZ' && header.toString('latin1', pe, pe + 4) === 'PE\0\0') {
    return `pe-${cpu(header.readUInt16LE(pe + 4), 0x8664, 0xaa64)}`;
  }
  return 'unknown';
}

/** The payload's first bytes (tools/desktop/src/payload-format.ts), written out here as the suite reads them. */
const PAYLOAD_MAGIC = Buffer.from('DMPAYLD1', 'latin1');

/**
 * What one executable carries in its SEA blob, read from its bytes without running it (another platform's):
 * whether the manifest asset is in it exactly as `manifestText` (the blob stores assets unchanged), and the
 * SHA-256 of each `size`-byte run that starts like a payload (the launcher's code names the marker too).
 */
export function embeddedAssets(
  file: string,
  manifestText: string,
  payloadSize: number,
): { manifest: boolean; payloadDigests: string[] } {
  const bytes = fs.readFileSync(file);
  const payloadDigests: string[] = [];
  for (let at = bytes.indexOf(PAYLOAD_MAGIC); at !== -1; at = bytes.indexOf(PAYLOAD_MAGIC, at + 1)) {
    if (at + payloadSize > bytes.length) break;
    payloadDigests.push(
      createHash('sha256')
        .update(bytes.subarray(at, at + payloadSize))
        .digest('hex'),
    );
  }
  return { manifest: bytes.includes(Buffer.from(manifestText)), payloadDigests };
}

export function desktopExecutablePath(target: string): string {
  return path.join(DESKTOP_DIR, `deckmill-${target}${target.startsWith('win-') ? '.exe' : ''}`);
}

/**
 * The executables of the product as built now: reused when they are newer than the product's build and the
 * launcher's sources (the CI build stage may have made them), else built (`npm run build:desktop`, about 50 s
 * for the five).
 */
export function buildDesktopExecutables(): void {
  const launcherFiles = fs
    .readdirSync(path.join(ROOT, 'tools/desktop'), { recursive: true, encoding: 'utf8' })
    .map((file) => mtime(path.join(ROOT, 'tools/desktop', file)));
  const productBuilt = Math.max(
    mtime(path.join(ROOT, 'dist/server/BUILD')),
    mtime(path.join(ROOT, 'dist/web/web-public/index.html')),
    ...launcherFiles,
  );
  const fresh = DESKTOP_TARGETS.every(
    (target) => mtime(`${desktopExecutablePath(target)}.assets.json`) > productBuilt,
  );
  if (fresh) return;
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'tools/run-ts.mjs'), path.join(ROOT, 'tools/desktop/build.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
}

/** A started executable and everything it printed. */
export interface DesktopRun {
  readonly child: ChildProcess;
  output(): string;
  /** The first group of the first printed text that matches, waited for; fails if the process ends first. */
  line(pattern: RegExp, timeoutMs?: number): Promise<string>;
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const liveProducts: Set<{ baseUrl: string; output(): string }> = ((
  globalThis as { __deckmillLiveProducts?: Set<{ baseUrl: string; output(): string }> }
).__deckmillLiveProducts ??= new Set());

/** Runs the executable as a user's double-click would, with only a home folder of its own and no window. */
export function runDesktop(executable: string, home: string, env: NodeJS.ProcessEnv = {}): DesktopRun {
  fs.mkdirSync(path.join(home, 'tmp'), { recursive: true });
  const child = spawn(executable, [], {
    env: {
      PATH: process.env['PATH'],
      HOME: home,
      XDG_DATA_HOME: path.join(home, '.local/share'),
      XDG_CACHE_HOME: path.join(home, '.cache'),
      TMPDIR: path.join(home, 'tmp'),
      DECKMILL_NO_WINDOW: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    listeners.forEach((listener) => listener());
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const entry = { baseUrl: `the desktop executable in ${home}`, output: () => text };
  liveProducts.add(entry);
  void ended.then(() => liveProducts.delete(entry));
  return {
    child,
    output: () => text,
    exited: () => ended,
    line(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = text.match(pattern);
          if (!match) return;
          done();
          resolve(match[1] ?? '');
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No ${pattern} printed in ${timeoutMs} ms:\n${text}`));
        }, timeoutMs);
        const onExit = () => {
          check();
          done();
          reject(new Error(`The executable ended before printing ${pattern}:\n${text}`));
        };
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('close', onExit);
        };
        listeners.add(check);
        child.once('close', onExit);
        check();
      });
    },
  };
}
