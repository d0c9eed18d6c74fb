import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

/** Live processes (not zombies) whose command line mentions `marker` (a unique work directory). */
export function processesMentioning(marker: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (state !== 'Z' && commandLine.includes(marker)) found.push(`${entry} ${commandLine.trim()}`);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

// The runner lives in libs/office; its modules import each other only by relative paths.
const PREVIEW_SOURCES = path.resolve(__dirname, '../../../../libs/office/src');
const CHILD_MODULES = [
  'process-group.ts',
  'run-bounded.ts',
  'run-confined.ts',
  'offline-libreoffice.ts',
  'sandbox/sandbox-command.ts',
  'sandbox/sandbox-host.ts',
];

/**
 * The preview runner compiled to plain CommonJS in `directory`, so a separate Node process (which the test
 * then kills) can run the real code.
 */
export async function compilePreviewRunner(directory: string): Promise<void> {
  for (const module of CHILD_MODULES) {
    const output = path.join(directory, module.replace(/\.ts$/, '.js'));
    await mkdir(path.dirname(output), { recursive: true });
    const { code } = transformFileSync(path.join(PREVIEW_SOURCES, module), {
      swcrc: false,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
    });
    await writeFile(output, code);
  }
}
