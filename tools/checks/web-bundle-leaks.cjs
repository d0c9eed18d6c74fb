#!/usr/bin/env node
// Fails when an internal bus subject reaches a browser bundle: the front ends import
// only @deckmill/api-contracts, so no `deckmill.rpc.`, `deckmill.evt.` or `deckmill.job.` string (nor the
// registry that builds them) may appear in dist/web. Run by `tools/test.mjs` right after the build.
//   node tools/checks/web-bundle-leaks.cjs [dist/web]
const fs = require('node:fs');
const path = require('node:path');

/** The subject prefixes of messaging/registry.ts in bus-contracts. */
const INTERNAL_MARKERS = ['deckmill.rpc.', 'deckmill.evt.', 'deckmill.job.'];
const BUNDLE = /\.(m?js|html)$/;

/** Every bundle file under `dir` that names an internal subject: [{ file, marker }]. */
function findLeaks(dir) {
  const leaks = [];
  for (const file of bundleFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of INTERNAL_MARKERS) if (text.includes(marker)) leaks.push({ file, marker });
  }
  return leaks;
}

function bundleFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...bundleFiles(full));
    else if (BUNDLE.test(entry.name)) files.push(full);
  }
  return files;
}

/** Checks the built front ends; an absent or empty build fails too, so the check cannot pass vacuously. */
function checkWebBundles(dir) {
  if (!fs.existsSync(dir)) return { ok: false, message: `${dir} does not exist: build the web apps first` };
  const files = bundleFiles(dir);
  if (files.length === 0) return { ok: false, message: `${dir} holds no JavaScript bundle` };
  const leaks = findLeaks(dir);
  if (leaks.length > 0) {
    const lines = leaks.map(({ file, marker }) => `  ${path.relative(dir, file)}: ${marker}`);
    return { ok: false, message: `Internal bus subjects in browser bundles:\n${lines.join('\n')}` };
  }
  return { ok: true, message: `${files.length} bundle file(s) in ${dir}: no internal subject` };
}

module.exports = { INTERNAL_MARKERS, findLeaks, checkWebBundles };

if (require.main === module) {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../dist/web'));
  const result = checkWebBundles(dir);
  console.log(result.message);
  process.exitCode = result.ok ? 0 : 1;
}
