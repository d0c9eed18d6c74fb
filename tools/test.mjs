// `npm test`: every suite, in the order that fails fastest.
//   static   lint (zero warnings, Nx module boundaries), formatting, type checks, the Helm chart
//   unit     Jest specs beside the back-end code, Vitest + Testing Library for the front ends
//   integration  real PostgreSQL, NATS JetStream, S3 (s3rver), SMTP sink, LibreOffice; then the suites that
//                measure responsiveness, one at a time
//   build    the product as `npm start` runs it
//   e2e      real Chromium against the built product
// `--only <stage>[,<stage>]` runs some of them. Ends with one line: "Summary: N passed, N failed".
// DECKMILL_BACKEND_NODE=<node binary> runs the back end's Jest suites (unit, integration) on that Node (CI: the
// current LTS), while the front ends' Vitest specs, the build and e2e keep the machine's Node (npm start's).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(
      ',',
    )
  : null;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-test-'));
const totals = { passed: 0, failed: 0 };
const failedStages = [];

const backendNode = process.env.DECKMILL_BACKEND_NODE;
const backendEnv = backendNode
  ? { PATH: `${path.dirname(backendNode)}${path.delimiter}${process.env.PATH ?? ''}` }
  : {};

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${path.basename(command)} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', ...env },
  });
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (!ok) failedStages.push(label);
  return ok;
}

function countJest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
}

function jest(label, project, extra = []) {
  const out = path.join(reports, `${project}.json`);
  const args = ['--selectProjects', project, '--json', `--outputFile=${out}`, ...extra];
  const onBackendNode = backendNode && project !== 'e2e';
  const ok = onBackendNode
    ? run(
        `${label} on ${path.basename(path.dirname(path.dirname(backendNode)))}`,
        backendNode,
        [bin('jest'), ...args],
        backendEnv,
      )
    : run(label, bin('jest'), args);
  countJest(out);
  if (!ok && !fs.existsSync(out)) totals.failed += 1;
}

// Jest and Vitest use one worker fewer than the machine has cores; on the two-core CI machine that is one, and
// the front-end specs ran one file at a time (299 s). The runners' own processes mostly wait on their workers.
const workers = `--maxWorkers=${os.availableParallelism()}`;

const stages = {
  static() {
    // Nx computes the project graph the module-boundary lint rule reads.
    run('nx graph', bin('nx'), ['show', 'projects'], { NX_DAEMON: 'false' });
    run('lock file', process.execPath, [path.join(root, 'tools/check-lockfile.mjs')]);
    run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
    run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    run('typecheck (back end)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
    run('typecheck (front end)', bin('tsc'), ['-p', 'tsconfig.web.json', '--noEmit']);
    // helm lint --strict and helm template (default and production-like values), every object validated.
    run('helm chart', process.execPath, [path.join(root, 'tools/helm/check-chart.mjs')]);
    // API v1 is published: the document the code makes may add to the committed one, never break it.
    run('API v1 breaking changes', process.execPath, [
      path.join(root, 'tools/run-ts.mjs'),
      path.join(root, 'tools/checks/api-v1-breaking.ts'),
      '--history',
    ]);
  },
  unit() {
    jest('unit (jest)', 'unit', [workers]);
    const out = path.join(reports, 'vitest.json');
    const ok = run('unit (vitest)', bin('vitest'), [
      'run',
      workers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
    ]);
    countVitest(out);
    if (!ok && !fs.existsSync(out)) totals.failed += 1;
  },
  integration() {
    jest('integration', 'integration', ['--maxWorkers=2']);
    jest('integration (alone)', 'integration-alone', ['--runInBand']);
  },
  build() {
    if (!run('build', process.execPath, [path.join(root, 'tools/build.mjs')])) return;
    // No internal bus subject may reach a browser bundle (front ends import api-contracts only).
    run('web bundles', process.execPath, [path.join(root, 'tools/checks/web-bundle-leaks.cjs')]);
  },
  e2e() {
    jest('e2e', 'e2e', ['--runInBand']);
  },
};

for (const [name, stage] of Object.entries(stages)) {
  if (only && !only.includes(name)) continue;
  stage();
}

console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length > 0 || totals.failed > 0 ? 1 : 0);
