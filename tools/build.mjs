// Builds what `npm start` and the Docker image run:
//   --server  the NestJS services and their libraries, compiled by SWC into dist/server, with
//             dist/server/node_modules/@deckmill/* pointing at the compiled libraries (no path rewriting)
//   --web     the three React front ends into dist/web (the public site prerendered)
// With no flag, both.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const all = !args.has('--server') && !args.has('--web');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

// Everything under apps/ and libs/ but the browser's and the test harness's: a new service or library is
// built without being listed here (a library missing from dist/server breaks `npm start` only at run time).
const BROWSER_OR_TEST_ONLY = new Set([
  'web-app',
  'web-admin',
  'web-public',
  'e2e',
  'ui',
  'web-data',
  'testing',
]);
const projectsIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !BROWSER_OR_TEST_ONLY.has(entry.name))
    .map((entry) => entry.name)
    .sort();
export const SERVER_APPS = projectsIn('apps');
export const SERVER_LIBS = projectsIn('libs');

function run(command, commandArgs, options = {}) {
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
}

async function buildServer() {
  const out = path.join(root, 'dist/server');
  fs.rmSync(out, { recursive: true, force: true });
  const sources = [
    ...SERVER_APPS.map((app) => `apps/${app}/src`),
    ...SERVER_LIBS.map((lib) => `libs/${lib}/src`),
  ].filter((dir) => fs.existsSync(path.join(root, dir)));
  run(bin('swc'), [
    ...sources,
    '-d',
    'dist/server',
    '--config-file',
    '.swcrc',
    '--copy-files',
    '--quiet',
    '--ignore',
    '**/*.spec.ts',
  ]);
  // Resolve @deckmill/* at run time like installed packages: one tiny package per alias.
  const { compilerOptions } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
  for (const [alias, [target]] of Object.entries(compilerOptions.paths)) {
    const compiled = path.join(out, target.replace(/\.tsx?$/, '.js'));
    if (!fs.existsSync(compiled)) continue;
    const pkgDir = path.join(out, 'node_modules', alias);
    fs.mkdirSync(pkgDir, { recursive: true });
    const main = path.relative(pkgDir, compiled).split(path.sep).join('/');
    fs.writeFileSync(path.join(pkgDir, 'package.json'), JSON.stringify({ name: alias, main }, null, 2));
  }
  await bundleCli(out);
  fs.writeFileSync(path.join(out, 'BUILD'), new Date().toISOString());
  console.log('server built into dist/server');
}

/**
 * The `deckmill` CLI as one CommonJS file (dist/server/cli/deckmill.cjs): resolving and loading its ~280
 * compiled modules one by one was most of its start (160-220 ms on Node 24; one file: 70-100 ms).
 */
async function bundleCli(out) {
  const { build } = await import('rolldown');
  await build({
    input: path.join(root, 'libs/pptx/src/cli/main.ts'),
    platform: 'node',
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warn',
    // One file still: `deckmill mcp`'s dynamic import is inlined, its modules run only when that command runs.
    output: { file: path.join(out, 'cli/deckmill.cjs'), format: 'cjs', codeSplitting: false },
  });
}

function buildWeb() {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true';
  for (const app of ['web-app', 'web-admin']) {
    run(bin('vite'), ['build', '--config', `apps/${app}/vite.config.ts`, '--logLevel', 'warn']);
  }
  run(process.execPath, ['apps/web-public/build.mjs']);
  console.log('front ends built into dist/web');
}

if (all || args.has('--server')) await buildServer();
if (all || args.has('--web')) buildWeb();
