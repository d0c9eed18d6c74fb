// Resolves the @deckmill/* path aliases of tsconfig.base.json for Vite and Vitest, so front ends and their
// tests import libraries by the same names the TypeScript compiler uses; and points packages that ship a
// separate browser build at it.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

interface TsconfigPaths {
  compilerOptions: { paths: Record<string, string[]> };
}

/**
 * `@deckmill/csv` imports `csv-parse/sync`: its Node builds (the server requires the CommonJS one; Vite would
 * pick the ES module one) use Node's global `Buffer`, the browser build bundles its own.
 */
export const BROWSER_BUILDS: Readonly<Record<string, string>> = {
  'csv-parse/sync': 'csv-parse/browser/esm/sync',
};

export function deckmillAliases(): Record<string, string> {
  const tsconfig = JSON.parse(
    fs.readFileSync(path.join(repoRoot, 'tsconfig.base.json'), 'utf8'),
  ) as TsconfigPaths;
  const aliases: Record<string, string> = {};
  for (const [alias, targets] of Object.entries(tsconfig.compilerOptions.paths)) {
    const [target] = targets;
    if (target) aliases[alias] = path.join(repoRoot, target);
  }
  return { ...aliases, ...BROWSER_BUILDS };
}
