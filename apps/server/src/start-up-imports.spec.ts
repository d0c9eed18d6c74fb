import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const ALIASES: Record<string, string[]> = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'tsconfig.base.json'), 'utf8'),
).compilerOptions.paths;

/**
 * Packages a server loads with their first use, not at start-up: loaded at start they held 37 MB of an idle
 * embedded server (docs/decisions.md, "Operations").
 */
const LOADED_ON_FIRST_USE = ['@e965/xlsx', 'minio', 'nodemailer', '@modelcontextprotocol/sdk'];

/**
 * The module specifiers a file loads when it is loaded: its static imports and re-exports, not `import type`,
 * `export type` or an import of types only (all erased), nor `import()` (loaded when called).
 */
function loadedSpecifiers(source: string): string[] {
  const specifiers: string[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"]([^'"]+)['"]/gm;
  for (const [, keyword, typeOnly, clause, specifier] of source.matchAll(statement)) {
    if (typeOnly || !specifier) continue;
    if (keyword === 'export' && clause === undefined) continue;
    const names = /^\{([^}]*)\}$/.exec(clause?.trim() ?? '')?.[1];
    const parts = names
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts && parts.length > 0 && parts.every((part) => part.startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

function resolveSource(from: string, specifier: string): string | null {
  const target = ALIASES[specifier]?.[0];
  const base = target
    ? path.join(ROOT, target)
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve "${specifier}"`);
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every package the server's start-up loads from our code, with the chain of files that loads it first, and
 * every file of ours it loads.
 */
function loadedAtStart(entry: string): { packages: Map<string, string[]>; files: Set<string> } {
  const chains = new Map<string, string[]>([[entry, [entry]]]);
  const packages = new Map<string, string[]>();
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const chain = chains.get(file) ?? [];
    for (const specifier of loadedSpecifiers(fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('node:')) continue;
      const resolved = resolveSource(file, specifier);
      if (resolved === null) {
        const name = packageOf(specifier);
        if (!packages.has(name)) packages.set(name, [...chain, specifier]);
      } else if (!chains.has(resolved)) {
        chains.set(resolved, [...chain, resolved]);
        queue.push(resolved);
      }
    }
  }
  return { packages, files: new Set(chains.keys()) };
}

describe('what the server loads at start-up', () => {
  it('reads static imports and re-exports, not types or import()', () => {
    const source = [
      "import { Client } from 'minio';",
      "import type { Transporter } from 'nodemailer';",
      "import { type WorkBook, type CellObject } from '@e965/xlsx';",
      "import Default, { type Named } from 'default-and-type';",
      "export type * from './types-only';",
      'import {\n  read,\n  type WorkSheet,\n} from "@e965/xlsx";',
      "export { serveStdio } from '@deckmill/mcp';",
      "export type { Options } from './options';",
      "export * from './index-part';",
      "import './side-effect';",
      "const label = 'shown from elsewhere';",
      "export const lazy = () => import('@modelcontextprotocol/sdk/server/mcp.js');",
    ].join('\n');
    expect(loadedSpecifiers(source)).toEqual([
      'minio',
      'default-and-type',
      '@e965/xlsx',
      '@deckmill/mcp',
      './index-part',
      './side-effect',
    ]);
  });

  it('leaves the packages loaded on first use out of every service', () => {
    const { packages, files } = loadedAtStart(path.join(ROOT, 'apps/server/src/main.ts'));
    // The walk reached every service's module, where the four were loaded from.
    const services = fs
      .readdirSync(path.join(ROOT, 'apps'))
      .map((app) => path.join(ROOT, 'apps', app, 'src/index.ts'))
      .filter((index) => fs.existsSync(index) && /\b[A-Z]\w*Module\b/.test(fs.readFileSync(index, 'utf8')));
    expect(services.length).toBeGreaterThanOrEqual(10);
    expect(services.filter((index) => !files.has(index)).map((index) => path.relative(ROOT, index))).toEqual(
      [],
    );
    const chains = LOADED_ON_FIRST_USE.flatMap((name) => {
      const chain = packages.get(name);
      return chain ? [chain.map((step) => path.relative(ROOT, step) || step).join(' -> ')] : [];
    });
    expect(chains).toEqual([]);
  });
});
