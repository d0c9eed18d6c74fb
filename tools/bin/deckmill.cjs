#!/usr/bin/env node
// The `deckmill` command: runs the CLI's TypeScript source (libs/pptx/src/cli/main.ts) through
// @swc-node/register, with the workspace tsconfig so @deckmill/* paths resolve.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
process.env.SWC_NODE_PROJECT = process.env.SWC_NODE_PROJECT || path.join(root, 'tsconfig.json');
require('@swc-node/register');
const { main } = require(path.join(root, 'libs/pptx/src/cli/main.ts'));

// --format pdf|both: LibreOffice under the product's sandbox and limits (@deckmill/office), loaded only then.
let converter;
async function toPdf(deck) {
  if (!converter) {
    const { DEFAULT_PDF_OPTIONS, PdfConverter } = require(path.join(root, 'libs/office/src/index.ts'));
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
