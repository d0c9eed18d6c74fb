// Maps the tsconfig path aliases (@deckmill/*) to source files for Jest.
const path = require('node:path');
const fs = require('node:fs');

function readPaths() {
  const base = JSON.parse(fs.readFileSync(path.join(__dirname, '../../tsconfig.base.json'), 'utf8'));
  return base.compilerOptions.paths;
}

function pathsToModuleNameMapper() {
  const mapper = {};
  for (const [alias, targets] of Object.entries(readPaths())) {
    mapper[`^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`] = path.join(__dirname, '../..', targets[0]);
  }
  return mapper;
}

module.exports = { readPaths, pathsToModuleNameMapper };
