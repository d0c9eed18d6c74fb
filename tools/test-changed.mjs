// `npm run test:changed [-- REF]`: the tests a change affects, for the loop between edits. Jest runs the unit
// and integration suites that import a changed file, directly or through other modules (its dependency graph
// follows the @deckmill/* aliases); Vitest does the same for the front ends. REF defaults to HEAD, so what is
// run is what the uncommitted change touches; `main` tests a whole branch. Lint, types and e2e are left to
// `npm test`.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ref = process.argv[2] ?? 'HEAD';
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const workers = `--maxWorkers=${os.availableParallelism()}`;

function run(command, args) {
  console.log(`\n=== ${path.basename(command)} ${args.join(' ')}`);
  return spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  }).status;
}

const jest = run(bin('jest'), [
  '--selectProjects',
  'unit',
  'integration',
  'integration-beside',
  `--changedSince=${ref}`,
  '--passWithNoTests',
  workers,
]);
// The suites that measure responsiveness run by themselves, as in `npm test`.
const alone = run(bin('jest'), [
  '--selectProjects',
  'integration-alone',
  `--changedSince=${ref}`,
  '--passWithNoTests',
  '--runInBand',
]);
const vitest = run(bin('vitest'), ['run', `--changed=${ref}`, '--passWithNoTests', workers]);
process.exit(jest === 0 && alone === 0 && vitest === 0 ? 0 : 1);
