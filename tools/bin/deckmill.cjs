#!/usr/bin/env node
// The `deckmill` command: runs the CLI's TypeScript source (libs/pptx/src/cli/main.ts) through
// @swc-node/register, with the workspace tsconfig so @deckmill/* paths resolve.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(root, 'tsconfig.json');
require('@swc-node/register');
const { main } = require(path.join(root, 'libs/pptx/src/cli/main.ts'));

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
