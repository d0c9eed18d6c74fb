// Domains of a NestJS service (apps/<service>/src/<domain>/, docs/service-conventions.md) use each other only
// through the other domain's index.ts (and shared/'s), never its files, so a domain's inside can change
// without its neighbours noticing. The service's root files (<service>.module.ts, index.ts, ...) compose the
// domains and may import any file; testing/ (spec helpers) and migrations/ are no domains and have no door.
import path from 'node:path';

const OPEN = new Set(['testing', 'migrations']);

/** Why `to` may not be imported from `from` (both relative to the service's src/), or null when it may. */
export function domainViolation(from, to) {
  const [source, ...sourceRest] = from.split('/');
  const [target, ...targetRest] = to.split('/');
  if (sourceRest.length === 0 || targetRest.length === 0) return null;
  if (source === target || OPEN.has(target)) return null;
  if (targetRest.length === 1 && targetRest[0] === 'index') return null;
  return `Import the ${target} domain through its index.ts ('${target}'), not its files: export what ${source} needs there, or move it to shared/.`;
}

const SRC = /^(.*\/apps\/[a-z-]+\/src)\//;

/** @type {import('eslint').Rule.RuleModule} */
export const serviceDomainsRule = {
  meta: {
    type: 'problem',
    schema: [],
    docs: { description: "A service's domains import each other through their index.ts only." },
  },
  create(context) {
    const filename = context.filename.split(path.sep).join('/');
    const root = SRC.exec(filename)?.[1];
    if (!root) return {};
    const from = path.posix.relative(root, filename);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = path.posix.relative(root, path.posix.join(path.posix.dirname(filename), spec));
      if (to.startsWith('..')) return;
      const message = domainViolation(from, to);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // jest.mock('../other/file') and the like name a module too.
      CallExpression: (node) => {
        const callee = node.callee;
        const mocks =
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'jest' &&
          callee.property.type === 'Identifier' &&
          ['mock', 'requireActual', 'doMock'].includes(callee.property.name);
        if (mocks || (callee.type === 'Identifier' && callee.name === 'require')) check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'service-domains': serviceDomainsRule } };
