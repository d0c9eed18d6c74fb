import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What one curl example answered: the last header block's status and headers, and what curl printed. */
export interface CurlAnswer {
  readonly status: number;
  readonly headers: ReadonlyMap<string, string>;
  readonly stdout: string;
}

/** The final header block curl dumped (a `100 Continue` may come first). */
function lastHeaderBlock(dump: string): { status: number; headers: Map<string, string> } {
  const blocks = dump.split(/\r?\n\r?\n/).filter((block) => /^HTTP\//.test(block.trim()));
  const lines = (blocks.at(-1) ?? '').trim().split(/\r?\n/);
  const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { status, headers };
}

/**
 * Runs one documented example as a user would paste it: bash, the real curl binary, the given variables in
 * the environment, in `dir` (where its files are). A shell function only adds `--dump-header` so the test
 * sees the status and headers; the command line itself is the example's, untouched.
 */
export async function runCurlExample(
  source: string,
  dir: string,
  variables: Readonly<Record<string, string>>,
): Promise<CurlAnswer> {
  const headerFile = path.join(dir, '.headers');
  rmSync(headerFile, { force: true });
  const script = `set -eo pipefail\ncurl() { command curl --dump-header "$EXAMPLE_HEADERS" "$@"; }\n${source}\n`;
  const { stdout } = await run('bash', ['-c', script], {
    cwd: dir,
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: dir,
      ...variables,
      EXAMPLE_HEADERS: headerFile,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { ...lastHeaderBlock(readFileSync(headerFile, 'utf8')), stdout };
}
