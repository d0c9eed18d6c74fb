#!/usr/bin/env node
// Runs a TypeScript file directly: `node tools/run-ts.mjs path/to/file.ts [args...]`.
// Compiles on the fly with @swc-node/register, honouring tsconfig.json paths (@deckmill/*).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error('Usage: node tools/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
const require = createRequire(import.meta.url);
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT ?? path.join(root, 'tsconfig.json');
require('@swc-node/register');
process.argv = [process.argv[0], path.resolve(script), ...args];
require(path.resolve(script));
