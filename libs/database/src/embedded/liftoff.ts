import fs from 'node:fs';

/**
 * Whether V8's baseline WebAssembly compiler (Liftoff) handles everything on this CPU: with `--liftoff-only` a
 * function Liftoff cannot compile aborts the process instead of falling back to TurboFan. It covers arm64, and
 * x64 with SSE4.1 (every x64 CPU since 2008; older ones keep V8's default tiers).
 */
export function liftoffCoversThisCpu(): boolean {
  if (process.arch === 'arm64') return true;
  if (process.arch !== 'x64') return false;
  try {
    return /\bsse4_1\b/.test(fs.readFileSync('/proc/cpuinfo', 'utf8'));
  } catch {
    return process.platform === 'darwin';
  }
}

/**
 * The node flags that keep PGlite on Liftoff, for a launcher to put on the server's command line. Node 20 also
 * honours the flag set at run time (`startEmbeddedPostgres` does); Node 24 does not: its idle embedded server
 * held 323-350 MB resident with the flag set at run time and 277 MB with it on the command line (Node 20:
 * 247-253 MB either way, Node 22 263-270 MB).
 */
export function liftoffFlags(): string[] {
  return liftoffCoversThisCpu() ? ['--liftoff-only'] : [];
}
