// Resolves the @deckmill/* path aliases of tsconfig.base.json for Vite and Vitest, so front ends and their
// tests import libraries by the same names the TypeScript compiler uses.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

interface TsconfigPaths {
  compilerOptions: { paths: Record<string, string[]> };
}

export function deckmillAliases(): Record<string, string> {
  const tsconfig = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8'),
  ) as TsconfigPaths;
  const aliases: Record<string, string> = {};
  for (const [alias, targets] of Object.entries(tsconfig.compilerOptions.paths)) {
    const [target] = targets;
    if (target) aliases[alias] = path.join(repoRoot, target);
  }
  return aliases;
}
