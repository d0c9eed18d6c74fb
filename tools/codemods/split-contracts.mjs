#!/usr/bin/env node
// Rewrites `@deckmill/contracts` imports and re-exports to `@deckmill/api-contracts` and
// `@deckmill/bus-contracts`, symbol by symbol (issue 20, point 1):
//   node tools/codemods/split-contracts.mjs [--check] <file or dir>...
// Which library a symbol lives in is read from the new libraries' sources, so the codemod stays right as
// they grow. A symbol both export (the vocabulary bus-contracts re-exports from api-contracts) goes to
// bus-contracts in a service (which may not import api-contracts) and to api-contracts anywhere else.
// Statements that import the same library the same way are merged. `--check` only lists the
// files it would change (exit 1 if any). Unknown symbols and namespace imports are reported, not guessed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OLD = '@deckmill/contracts';
const LIBRARIES = {
  '@deckmill/api-contracts': 'libs/api-contracts/src',
  '@deckmill/bus-contracts': 'libs/bus-contracts/src',
};
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;
const API = '@deckmill/api-contracts';
const BUS = '@deckmill/bus-contracts';
/** Services (not the gateway) import only bus-contracts. */
const SERVICE_FILE = /(^|\/)apps\/(identity|teams|templates|generation|billing|admin)\//;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', '.nx', 'coverage', 'tmp', '.data']);

/** Every name a library's index exports, following its `export * from './x'` lines. */
function exportedNames(indexFile, seen = new Set()) {
  if (seen.has(indexFile)) return new Set();
  seen.add(indexFile);
  const text = fs.readFileSync(indexFile, 'utf8');
  const names = new Set();
  for (const m of text.matchAll(
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+([A-Za-z_$][\w$]*)/gm,
  )) {
    names.add(m[1]);
  }
  for (const m of text.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}/gm)) {
    for (const spec of splitSpecifiers(m[1])) names.add(spec.exported);
  }
  for (const m of text.matchAll(/^export \* from '(\.[^']+)'/gm)) {
    const target = path.resolve(path.dirname(indexFile), m[1]);
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => target + ext).find((f) => fs.existsSync(f));
    if (file) for (const name of exportedNames(file, seen)) names.add(name);
  }
  return names;
}

/** `type A, B as C` -> [{ type, imported, exported, text }]. */
function splitSpecifiers(list) {
  return list
    .split(',')
    .map((raw) => raw.replace(/\/\/.*$/gm, '').trim())
    .filter(Boolean)
    .map((text) => {
      const m = /^(type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?$/.exec(text);
      if (!m) throw new Error(`cannot read import specifier "${text}"`);
      return { type: Boolean(m[1]), imported: m[2], exported: m[3] ?? m[2], text };
    });
}

/** symbol -> the libraries exporting it (one, or both for the shared vocabulary). */
export function symbolTable(repoRoot = root) {
  const table = new Map();
  for (const [lib, dir] of Object.entries(LIBRARIES)) {
    for (const name of exportedNames(path.join(repoRoot, dir, 'index.ts'))) {
      table.set(name, [...(table.get(name) ?? []), lib]);
    }
  }
  return table;
}

function libraryFor(libs, file) {
  if (libs.length === 1) return libs[0];
  return SERVICE_FILE.test(file.split(path.sep).join('/')) ? BUS : API;
}

const STATEMENT =
  /(^|\n)([ \t]*)(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])@deckmill\/contracts\6;?/g;

/** The file's text with `@deckmill/contracts` split; `problems` collects what it could not rewrite. */
export function rewrite(text, table, file, problems = []) {
  const out = text.replace(STATEMENT, (_all, lead, indent, keyword, typeOnly, list, quote) => {
    const groups = new Map();
    for (const spec of splitSpecifiers(list)) {
      const libs = table.get(spec.imported);
      if (!libs) {
        problems.push(`unknown symbol ${spec.imported}`);
        return _all;
      }
      const lib = libraryFor(libs, file);
      if (!groups.has(lib)) groups.set(lib, []);
      groups.get(lib).push(spec.text);
    }
    const statements = [...groups].map(
      ([lib, specs]) =>
        `${indent}${keyword}${typeOnly ? ' type' : ''} { ${specs.join(', ')} } from ${quote}${lib}${quote};`,
    );
    return lead + statements.join('\n');
  });
  if (/['"]@deckmill\/contracts['"]/.test(out))
    problems.push('an import of @deckmill/contracts left (namespace, require or mock)');
  return mergeDuplicates(out);
}

/** Folds `import { a } from 'x'; import { b } from 'x';` (same keyword and type-ness) into one statement. */
function mergeDuplicates(text) {
  for (const lib of Object.keys(LIBRARIES)) {
    const pattern = new RegExp(
      `^(import|export)(\\s+type)?\\s*\\{([^}]*)\\}\\s*from\\s*(['"])${lib.replace('/', '\\/')}\\4;?[ \\t]*\\n`,
      'gm',
    );
    const seen = new Map();
    text = text.replace(pattern, (all, keyword, typeOnly, list, quote) => {
      const key = `${keyword}${typeOnly ? ' type' : ''}`;
      const first = seen.get(key);
      if (!first) {
        seen.set(key, {
          specs: splitSpecifiers(list).map((s) => s.text),
          quote,
          marker: `\u0000${lib}${key}\u0000`,
        });
        return `${seen.get(key).marker}\n`;
      }
      for (const spec of splitSpecifiers(list))
        if (!first.specs.includes(spec.text)) first.specs.push(spec.text);
      return '';
    });
    for (const [key, { specs, quote, marker }] of seen) {
      text = text.replace(marker, `${key} { ${specs.join(', ')} } from ${quote}${lib}${quote};`);
    }
  }
  return text;
}

function* sourceFiles(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) {
    if (SOURCE.test(target)) yield target;
    return;
  }
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    yield* sourceFiles(path.join(target, entry.name));
  }
}

function main(argv) {
  const check = argv.includes('--check');
  const targets = argv.filter((arg) => arg !== '--check');
  if (targets.length === 0) {
    console.error('Usage: node tools/codemods/split-contracts.mjs [--check] <file or dir>...');
    return 2;
  }
  const table = symbolTable();
  let changed = 0;
  let failed = 0;
  for (const target of targets) {
    for (const file of sourceFiles(path.resolve(target))) {
      if (file === fileURLToPath(import.meta.url)) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(OLD)) continue;
      const problems = [];
      const next = rewrite(text, table, path.relative(root, file), problems);
      for (const problem of problems) console.error(`${path.relative(root, file)}: ${problem}`);
      if (problems.length > 0) failed += 1;
      if (next === text) continue;
      changed += 1;
      if (check) console.log(path.relative(root, file));
      else fs.writeFileSync(file, next);
    }
  }
  console.log(`${check ? 'would change' : 'changed'} ${changed} file(s); ${failed} with problems`);
  return failed > 0 || (check && changed > 0) ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
