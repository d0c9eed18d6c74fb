// Domains of a NestJS service (apps/<service>/src/<domain>/, docs/service-conventions.md) use each other only
// through the other domain's index.ts (and shared/'s), never its files, so a domain's inside can change
// without its neighbours noticing. The service's root files (<service>.module.ts, index.ts, ...) compose the
// domains and may import any file; testing/ (spec helpers) and migrations/ are no domains and have no door.
import { relativeImportRule } from './relative-import-rule.mjs';

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

export const serviceDomainsRule = relativeImportRule({
  src: SRC,
  description: "A service's domains import each other through their index.ts only.",
  violation: domainViolation,
});

export default { rules: { 'service-domains': serviceDomainsRule } };
