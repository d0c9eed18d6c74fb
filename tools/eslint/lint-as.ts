import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** Lints `source` as if it were the file `fileName` of the repository, with its own config; `ruleId`'s messages. */
export function lintAs(fileName: string, source: string, ruleId: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      ESLINT,
      '--format',
      'json',
      '--rule',
      '@nx/enforce-module-boundaries: off',
      '--stdin',
      '--stdin-filename',
      fileName,
    ],
    { cwd: ROOT, input: source, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map(({ message }) => message);
}
