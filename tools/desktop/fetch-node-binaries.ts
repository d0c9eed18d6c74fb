// `node tools/run-ts.mjs tools/desktop/fetch-node-binaries.ts`: every desktop target's Node binary into the cache
// the desktop build reads (build/node-binary.ts). CI runs it in the background while the suites before the
// desktop one run: five registry downloads otherwise held one of the end-to-end stage's two lanes, waiting.
import { nodeBinaryFor } from './build/node-binary';
import { TARGETS } from './build/targets';

for (const target of TARGETS) {
  const started = Date.now();
  const binary = nodeBinaryFor(target);
  console.log(`${target.name}: ${binary} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
