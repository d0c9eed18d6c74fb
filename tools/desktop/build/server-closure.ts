import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** Packages the server loads by name at run time, not by a `require` of its own code: TypeORM's driver. */
const LOADED_BY_NAME = ['pg'];
/** Named in the compiled server but loaded only when it runs from TypeScript sources (tests, `run-ts`). */
const SOURCES_ONLY = new Set(['@swc-node/register']);

interface Manifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The folder of package `name` as Node resolves it from `fromDir` (node_modules folders upwards). */
export function resolvePackageDir(name: string, fromDir: string, root: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return undefined;
    dir = path.dirname(dir);
  }
}

/** Bare package names in compiled CommonJS: `require("x")` and `import("x")`. */
export function requiredPackages(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:require|import)\(\s*["']([^"'./][^"']*)["']\s*\)/g)) {
    const specifier = match[1] ?? '';
    const parts = specifier.split('/');
    const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    if (specifier.startsWith('node:') || builtinModules.includes(name)) continue;
    names.add(name);
  }
  return [...names];
}

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, keep));
    else if (entry.isFile() && keep(full)) out.push(full);
  }
  return out;
}

/**
 * The installed packages the compiled server (dist/server) needs at run time: what its files require, and
 * what those packages depend on, each as Node would resolve it. Optional dependencies that are not installed
 * are left out, as Node leaves them.
 */
export function serverPackageDirs(root: string, serverDir: string): string[] {
  const roots = new Set(LOADED_BY_NAME);
  for (const file of filesUnder(serverDir, (f) => f.endsWith('.js') || f.endsWith('.cjs'))) {
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    for (const name of requiredPackages(fs.readFileSync(file, 'utf8'))) roots.add(name);
  }
  const found = new Set<string>();
  const queue: Array<{ name: string; from: string; optional: boolean }> = [...roots]
    .filter((name) => !name.startsWith('@deckmill/') && !SOURCES_ONLY.has(name))
    .map((name) => ({ name, from: root, optional: false }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { name, from, optional } = next;
    const dir = resolvePackageDir(name, from, root);
    if (!dir) {
      if (optional) continue;
      throw new Error(
        `The server needs ${name} (from ${path.relative(root, from) || '.'}), which is not installed.`,
      );
    }
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
    for (const dep of Object.keys(manifest.dependencies ?? {}))
      queue.push({ name: dep, from: dir, optional: false });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) {
      queue.push({ name: dep, from: dir, optional: true });
    }
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      // An optional peer is used only when the server uses it itself, and then the server's requires name it:
      // a devDependency that happens to be installed (typescript for @nestjs/swagger's build plugin) stays out.
      if (manifest.peerDependenciesMeta?.[dep]?.optional !== true)
        queue.push({ name: dep, from: dir, optional: false });
    }
  }
  return [...found].sort();
}
