// `npm test`: every suite.
//   static   lint (zero warnings, Nx module boundaries), formatting, type checks, the Helm chart; with the
//            integration stage, beside its groups at the lowest CPU priority (see below), else first
//   unit     Jest specs beside the back-end code, Vitest + Testing Library for the front ends
//   integration  real PostgreSQL, NATS JetStream, S3 (s3rver), SMTP sink, LibreOffice; then the suites that
//                measure responsiveness, one at a time
//   build    the product as `npm start` runs it
//   e2e      real Chromium against the built product
// `--only <stage>[,<stage>]` runs some of them. Ends with one line: "Summary: N passed, N failed".
// DECKMILL_BACKEND_NODE=<node binary> runs the back end's Jest suites (unit, integration) on that Node (CI: the
// current LTS), while the front ends' Vitest specs, the build and e2e keep the machine's Node (npm start's).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suiteGroups = createRequire(import.meta.url)('./jest/suite-groups.js');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// Its own path: typescript-native (TypeScript 7) and typescript (5.9) both name a `tsc` in node_modules/.bin.
const nativeTsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
const onlyArg = process.argv.find((arg) => arg.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : process.argv[process.argv.indexOf(onlyArg) + 1]).split(
      ',',
    )
  : null;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-test-'));
const totals = { passed: 0, failed: 0 };
const failedStages = [];
/** Every stage's wall clock and every suite's, for the closing report. */
const stageTimes = [];
const suiteTimes = [];

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
  return finished(label, started, result.status === 0);
}

/** `run` without blocking: the output goes straight through, and steps running beside it go on meanwhile. */
function runLive(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${path.basename(command)} ${args.join(' ')}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', ...env },
    });
    child.on('error', (error) => console.log(error.message));
    child.on('close', (code) => resolve(finished(label, started, code === 0)));
  });
}

/** Records a step's time and outcome and prints its closing line. */
function finished(label, started, ok) {
  const seconds = (Date.now() - started) / 1000;
  stageTimes.push({ label, seconds });
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  if (!ok) failedStages.push(label);
  return ok;
}

/**
 * Runs a command beside others, its output printed whole when it ends; resolves to whether it passed. The output
 * goes to a file, not a pipe: while a step beside it runs with spawnSync nobody would read the pipe, and a child
 * that filled it would stop.
 */
function runBuffered({ label, command, args, env = {}, lowPriority = false }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const outputFile = path.join(reports, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`);
    const fd = fs.openSync(outputFile, 'w');
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, NX_DAEMON: 'false', ...env },
    });
    fs.closeSync(fd);
    if (lowPriority && child.pid !== undefined) {
      try {
        os.setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the usual priority.
      }
    }
    let failedToStart = '';
    child.on('error', (error) => (failedToStart = `${error.message}\n`));
    child.on('close', (code) => {
      console.log(`\n=== ${label}: ${path.basename(command)} ${args.join(' ')}`);
      process.stdout.write(fs.readFileSync(outputFile));
      process.stdout.write(failedToStart);
      resolve(finished(label, started, code === 0));
    });
  });
}

/**
 * Runs independent checks two at a time (each is one single-threaded process: ESLint, Prettier, tsc), each
 * one's output printed whole when it ends. One after another they took 177 s of a CI run; side by side on two
 * cores, about the longest pair.
 */
async function runSideBySide(checks, atOnce = os.availableParallelism(), lowPriority = false) {
  const queue = checks.map((check) => ({ ...check, lowPriority }));
  const lane = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) await runBuffered(check);
  };
  await Promise.all(Array.from({ length: Math.max(1, atOnce) }, lane));
}

/** Both runners write Jest's JSON report: one entry per test file, with its start and end. */
function recordSuites(stage, report) {
  for (const suite of report.testResults ?? []) {
    const seconds = (suite.endTime - suite.startTime) / 1000;
    if (Number.isFinite(seconds)) suiteTimes.push({ stage, file: path.relative(root, suite.name), seconds });
  }
}

function countJest(stage, file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  if (stage) recordSuites(stage, report);
}

/** The suites of a grouped run, one JSON line each (tools/jest/suite-groups.js). */
function recordSuiteTimes(stage, file) {
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const { file: suite, seconds } = JSON.parse(line);
    suiteTimes.push({ stage, file: suite, seconds });
  }
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  recordSuites('vitest', report);
}

/** The command line of a Jest run of one project, on the back end's Node unless it is the e2e project. */
function jestCommand(label, project, extra, env) {
  const out = path.join(reports, `${project}.json`);
  const args = ['--selectProjects', project, '--json', `--outputFile=${out}`, ...extra];
  const command =
    backendNode && project !== 'e2e'
      ? {
          label: `${label} on ${path.basename(path.dirname(path.dirname(backendNode)))}`,
          command: backendNode,
          args: [bin('jest'), ...args],
          env: { ...backendEnv, ...env },
        }
      : { label, command: bin('jest'), args, env };
  return { out, command };
}

function countJestRun(project, out, ok) {
  // A group file's time is its suites' together: the suites' own times come from recordSuiteTimes.
  countJest(project === 'integration-groups' ? undefined : project, out);
  if (!ok && !fs.existsSync(out)) totals.failed += 1;
}

function jest(label, project, extra = [], env = {}) {
  const { out, command } = jestCommand(label, project, extra, env);
  countJestRun(project, out, run(command.label, command.command, command.args, command.env));
}

/** A Jest run that prints as it goes without blocking the steps running beside it. */
async function jestLive(label, project, extra = [], env = {}) {
  const { out, command } = jestCommand(label, project, extra, env);
  countJestRun(project, out, await runLive(command.label, command.command, command.args, command.env));
}

/** A Jest run beside the next steps, its output printed when it ends; await the promise to count it. */
async function jestBeside(label, project, extra = [], env = {}) {
  const { out, command } = jestCommand(label, project, extra, env);
  countJestRun(project, out, await runBuffered(command));
}

// Jest and Vitest use one worker fewer than the machine has cores; on the two-core CI machine that is one, and
// the front-end specs ran one file at a time (299 s). The runners' own processes mostly wait on their workers.
const workers = `--maxWorkers=${os.availableParallelism()}`;

const stages = {
  async static({ lowPriority = false } = {}) {
    // Nx computes the project graph the module-boundary lint rule reads: first, alone.
    await runBuffered({
      label: 'nx graph',
      command: bin('nx'),
      args: ['show', 'projects'],
      env: { NX_DAEMON: 'false' },
      lowPriority,
    });
    // Longest first, so the short ones fill in beside them.
    await runSideBySide(
      [
        { label: 'format', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
        { label: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
        // TypeScript 7 (the native compiler) type-checks; the tools that use TypeScript's JavaScript API keep 5.9.
        {
          label: 'typecheck (back end)',
          command: process.execPath,
          args: [nativeTsc, '-p', 'tsconfig.check.json', '--noEmit'],
        },
        {
          label: 'typecheck (front end)',
          command: process.execPath,
          args: [nativeTsc, '-p', 'tsconfig.web.json', '--noEmit'],
        },
        {
          label: 'lock file',
          command: process.execPath,
          args: [path.join(root, 'tools/check-lockfile.mjs')],
        },
        // No file imports itself through others, types included: a cycle is where a layer or a domain leaked.
        {
          label: 'import cycles',
          command: process.execPath,
          args: [path.join(root, 'tools/checks/import-cycles.mjs')],
        },
        // helm lint --strict and helm template (default and production-like values), every object validated.
        {
          label: 'helm chart',
          command: process.execPath,
          args: [path.join(root, 'tools/helm/check-chart.mjs')],
        },
        // API v1 is published: the document the code makes may add to the committed one, never break it.
        {
          label: 'API v1 breaking changes',
          command: process.execPath,
          args: [
            path.join(root, 'tools/run-ts.mjs'),
            path.join(root, 'tools/checks/api-v1-breaking.ts'),
            '--history',
          ],
        },
      ],
      os.availableParallelism(),
      lowPriority,
    );
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
  /** `besideGroups`: other work (the static checks) that runs beside the groups and ends before the alone suites. */
  async integration({ besideGroups } = {}) {
    // Suites that spend most of their time waiting out outages they staged (`*.beside.int-spec.ts`) run in a
    // process of their own beside the groups: alone, the machine idled through their minutes of outage.
    // A run id of its own: the two runs' schemas and streams stay apart, and each clean-up drops only its own.
    const beside = jestBeside('integration (beside)', 'integration-beside', ['--runInBand'], {
      DECKMILL_TEST_RUN: `${Date.now().toString(36)}b`,
    });
    // The suites in groups of about equal expected time, more groups than workers so that neither waits long
    // on the other at the end (tools/jest/suite-groups.js).
    const groups = suiteGroups.writeGroupFiles(suiteGroups.integrationSuites(), 12);
    const times = path.join(reports, 'integration-suites.jsonl');
    const work = besideGroups?.();
    await jestLive(`integration (${groups.length} groups)`, 'integration-groups', ['--maxWorkers=2'], {
      DECKMILL_SUITE_GROUPS: '1',
      DECKMILL_SUITE_TIMES: times,
    });
    recordSuiteTimes('integration', times);
    await beside;
    await work;
    jest('integration (alone)', 'integration-alone', ['--runInBand']);
  },
  build() {
    if (!run('build', process.execPath, [path.join(root, 'tools/build.mjs')])) return;
    // No internal bus subject may reach a browser bundle (front ends import api-contracts only).
    run('web bundles', process.execPath, [path.join(root, 'tools/checks/web-bundle-leaks.cjs')]);
  },
  e2e() {
    // Two suites at once: each starts its own product (DATA_DIR, port) and Chromium, and in band the machine
    // was a quarter idle while a suite waited on navigation, the product or LibreOffice.
    jest('e2e', 'e2e', ['--maxWorkers=2']);
  },
};

const selected = Object.keys(stages).filter((name) => !only || only.includes(name));
// The static checks (ESLint, Prettier, tsc, the Helm chart: no timing in them) run beside the integration
// groups at the lowest CPU priority: the groups left a sixth of the two cores idle while their suites waited
// on servers, timers and child processes, and the checks take that time instead of 137 s of their own. The
// groups' processes keep the CPU whenever they want it. Nothing runs beside the alone suites.
const staticBesideIntegration = selected.includes('static') && selected.includes('integration');
for (const name of selected) {
  if (name === 'static' && staticBesideIntegration) continue;
  if (name === 'integration' && staticBesideIntegration) {
    await stages.integration({ besideGroups: () => stages.static({ lowPriority: true }) });
    continue;
  }
  await stages[name]();
}

// The next slow suite is seen the day it lands, not when CI nears its limit.
if (suiteTimes.length > 0) {
  console.log('\nThe 15 slowest suites:');
  for (const { stage, file, seconds } of [...suiteTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${stage.padEnd(17)} ${file}`);
  }
}
console.log('\nStages:');
for (const { label, seconds } of stageTimes) console.log(`${seconds.toFixed(0).padStart(6)} s  ${label}`);
const integrationSeconds = Object.fromEntries(
  suiteTimes
    .filter(({ stage }) => stage === 'integration')
    .sort((a, b) => a.file.localeCompare(b.file))
    .map(({ file, seconds }) => [file, Math.round(seconds * 10) / 10]),
);
if (Object.keys(integrationSeconds).length > 0) {
  // What balances the next run's groups: copy it over tools/jest/suite-seconds.json when suites were added
  // (merged into the committed one, whose e2e entries order the e2e suites).
  const merged = { ...JSON.parse(fs.readFileSync(suiteGroups.SECONDS_FILE, 'utf8')), ...integrationSeconds };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(path.join(reports, 'suite-seconds.json'), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`Reports: ${reports}`);
console.log('');
if (failedStages.length > 0) console.log(`Failed stages: ${failedStages.join(', ')}`);
console.log(`Summary: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length > 0 || totals.failed > 0 ? 1 : 0);
