// Checks that package-lock.json installs with `npm ci` on every platform: each package's optional
// dependencies (the per-platform builds of @swc/core, nx, rollup, ...) must be recorded in the lock file.
// npm leaves out the builds the registry does not have, and then `npm ci` refuses the lock on those platforms.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

/** Where Node would find `dependency` from the package installed at `location`. */
function resolve(location, dependency) {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${dependency}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

const missing = [];
for (const [location, meta] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (!resolve(location, dependency)) missing.push(`${location || '(root)'} → ${dependency}@${range}`);
  }
}
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional platform package(s):`);
  for (const line of missing) console.error(`  ${line}`);
  console.error(
    'Pin the parent to a version whose every platform build the registry has (see docs/decisions.md).',
  );
  process.exit(1);
}
console.log('package-lock.json records every platform build of its optional packages.');
