#!/usr/bin/env node
// The `deckmill` command. It runs the compiled JavaScript of `npm run build` (dist/server; the CLI itself as
// one bundled file) when that build is newer than the CLI's sources: compiling TypeScript at every start cost
// ~350 ms, loading ~280 compiled modules ~100 ms. A checkout that has not been built (or whose CLI sources
// changed since) runs the TypeScript through @swc-node/register instead.
const fs = require('node:fs');
const path = require('node:path');
const nodeModule = require('node:module');

// No pretenuring, as the server's processes (tools/start.mjs): V8 moved the paragraphs that text fitting reads
// per deck straight to the old space. Set here, at run time, since a command's first line cannot pass V8 flags
// (`node --allocation-site-pretenuring` still wins): 10,000 rows of the 140 KB deck took 5.0-5.4 s of CPU
// against 5.8-5.9 s without it (three pairs alternated). Before the compile cache: the flags are part of its key.
if (!process.execArgv.includes('--allocation-site-pretenuring'))
  require('node:v8').setFlagsFromString('--no-allocation-site-pretenuring');

// Node 22.1+: cache V8's compiled code between runs (a warm start skips parsing the CLI's ~180 modules).
nodeModule.enableCompileCache?.();

const root = path.resolve(__dirname, '../..');
/** The libraries the CLI loads; a change to any of them makes the compiled build stale. */
const CLI_SOURCES = ['pptx', 'csv', 'outbound', 'api-client', 'api-contracts', 'mcp', 'office'].map((lib) =>
  path.join(root, 'libs', lib, 'src'),
);

function mtimeOf(file) {
  return fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

/** True when some source file below `dirs` was modified after `stamp` (stops at the first one). */
function changedSince(stamp, dirs) {
  const pending = [...dirs];
  while (pending.length > 0) {
    const dir = pending.pop();
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (mtimeOf(full) > stamp) return true;
    }
  }
  return false;
}

let built;
/** Whether dist/server is there and newer than every CLI source (checked once). */
function buildIsFresh() {
  if (built === undefined) {
    const buildStamp = mtimeOf(path.join(root, 'dist/server/BUILD'));
    // The bundle holds third-party code too: a lock file (or path map) newer than the build makes it stale.
    const inputs = ['package-lock.json', 'tsconfig.base.json'].map((file) => mtimeOf(path.join(root, file)));
    built =
      buildStamp > 0 &&
      inputs.every((mtime) => mtime <= buildStamp) &&
      !changedSince(buildStamp, CLI_SOURCES);
  }
  return built;
}

/** `relativeSource` from the build (`bundled`: that one file instead) or, not built, from TypeScript. */
function loadLibrary(relativeSource, bundled) {
  const compiled = bundled ?? path.join(root, 'dist/server', relativeSource.replace(/\.ts$/, '.js'));
  if (buildIsFresh() && fs.existsSync(compiled)) return require(compiled);
  if (process.env.DECKMILL_CLI_BUILD === 'required') {
    console.error(
      `deckmill: no fresh build of ${relativeSource} (DECKMILL_CLI_BUILD=required); run \`npm run build\`.`,
    );
    process.exit(2);
  }
  process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(root, 'tsconfig.json');
  require('@swc-node/register');
  return require(path.join(root, relativeSource));
}

const { main } = loadLibrary('libs/pptx/src/cli/main.ts', path.join(root, 'dist/server/cli/deckmill.cjs'));

// --format pdf|both: LibreOffice under the product's sandbox and limits (@deckmill/office), loaded only then.
let converter;
async function toPdf(deck) {
  if (!converter) {
    const { DEFAULT_PDF_OPTIONS, PdfConverter } = loadLibrary('libs/office/src/index.ts');
    converter = new PdfConverter({ ...DEFAULT_PDF_OPTIONS });
  }
  return (await converter.convert(deck, { owner: 'cli' })).pdf;
}

main(process.argv.slice(2), { toPdf }).then(
  (status) => {
    process.exitCode = status;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
