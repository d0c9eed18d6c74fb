// Layers of the signed-in front ends (apps/web-app, apps/web-admin), after bulletproof-react:
//   app/        the shell: route table, layouts, guards. May import everything below it.
//   features/X/ one area of the product. Imports the shared layers, never app/ nor another feature.
//   shared      config/ (paths), lib/, hooks/, api/, components/, shared/: imports neither app/ nor features/.
//   testing/    spec support (renders the real app); only specs and other test support import it.
// Imports point downwards only, so a feature can be moved, lazy-loaded or deleted on its own.
import { relativeImportRule } from './relative-import-rule.mjs';

const SHARED = new Set(['config', 'lib', 'hooks', 'api', 'components', 'shared']);

/** 'app' | 'feature:<name>' | 'shared' | 'testing' | 'entry', for a path relative to the app's src/. */
function layerOf(relative) {
  const [top, second] = relative.split('/');
  if (top === 'app') return 'app';
  if (top === 'features') return `feature:${second}`;
  if (top === 'testing') return 'testing';
  if (SHARED.has(top)) return 'shared';
  return 'entry';
}

function isTestSupport(relative) {
  return /\.spec\.tsx?$/.test(relative) || relative.startsWith('testing/');
}

/** Why importing `to` from `from` (both relative to src/) breaks the layering, or null when it does not. */
export function layerViolation(from, to) {
  const source = layerOf(from);
  const target = layerOf(to);
  if (target === 'testing' && !isTestSupport(from)) return 'Only specs import testing/.';
  if (source === 'testing' || source === 'app' || source === 'entry') return null;
  if (target === 'app')
    return 'Features and shared code never import app/: move the piece down (config/, lib/, components/).';
  if (source === 'shared' && target.startsWith('feature:'))
    return 'Shared code never imports a feature: move the piece down beside it.';
  if (source.startsWith('feature:') && target.startsWith('feature:') && source !== target)
    return `Features never import each other (${source.slice(8)} -> ${target.slice(8)}): move the shared piece down, or compose in app/.`;
  return null;
}

const SRC = /^(.*\/apps\/web-[a-z]+\/src)\//;

export const webLayersRule = relativeImportRule({
  src: SRC,
  description: 'Front-end imports point down the layers only.',
  violation: layerViolation,
});

export default { rules: { 'web-layers': webLayersRule } };
