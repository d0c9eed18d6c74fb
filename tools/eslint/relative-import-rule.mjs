// The shape both of the repository's layering rules share: every relative module name a file uses (import,
// export from, import(), require, jest.mock) is resolved against the app's src/ and judged by `violation`.
import path from 'node:path';

const JEST_MODULE_CALLS = ['mock', 'requireActual', 'doMock'];

function namesAModule(callee) {
  if (callee.type === 'Identifier') return callee.name === 'require';
  return (
    callee.type === 'MemberExpression' &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'jest' &&
    callee.property.type === 'Identifier' &&
    JEST_MODULE_CALLS.includes(callee.property.name)
  );
}

/**
 * A rule for the files under `src` (a regular expression whose group 1 is the app's src/ folder), reporting
 * what `violation(from, to)` says of an import from `from` to `to`, both relative to that folder.
 * @returns {import('eslint').Rule.RuleModule}
 */
export function relativeImportRule({ src, description, violation }) {
  return {
    meta: { type: 'problem', schema: [], docs: { description } },
    create(context) {
      const filename = context.filename.split(path.sep).join('/');
      const root = src.exec(filename)?.[1];
      if (!root) return {};
      const from = path.posix.relative(root, filename);
      const check = (node) => {
        const spec = node?.value;
        if (typeof spec !== 'string' || !spec.startsWith('.')) return;
        const to = path.posix.relative(root, path.posix.join(path.posix.dirname(filename), spec));
        if (to.startsWith('..')) return;
        const message = violation(from, to);
        if (message) context.report({ node, message });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        CallExpression: (node) => {
          if (namesAModule(node.callee)) check(node.arguments[0]);
        },
      };
    },
  };
}
