// `node tools/test-flakes.mjs [--runs N] [--jobs J] [--base REF] [suite ...]`: runs each integration,
// integration-alone or e2e suite N times in a row (default 5) while a CPU hog keeps one of the machine's cores
// busy, and says which suites failed in which run. A suite that passes here has no timing that only an idle
// machine meets. `--jobs J` checks J suites at once beside the one hog (more load than one: a long list in less
// time; alone and e2e suites want J = 1, as `npm test` runs them one at a time). `--groups G` runs the plain
// integration suites as CI does, in G group files of several suites each (tools/jest/suite-groups.js): one Jest
// start and module registry a group, so a long list of short suites takes a fraction of the time; a failing
// group's report names the suite.
// Without suites: the ones the branch changed against REF (default main; uncommitted changes count too).
// e2e suites run the built product: `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const suiteGroups = createRequire(import.meta.url)('./jest/suite-groups.js');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const runs = Number(option('--runs', '5'));
const base = option('--base', 'main');
const jobs = Number(option('--jobs', '1'));
const groups = Number(option('--groups', '0'));

/** The Jest project a suite belongs to, from its name (jest.config.js says the same with globs). */
function projectOf(file) {
  if (file.endsWith('.int-group.js')) return 'integration-groups';
  if (file.endsWith('.e2e-spec.ts')) return 'e2e';
  if (file.endsWith('.alone.int-spec.ts')) return 'integration-alone';
  if (file.endsWith('.beside.int-spec.ts')) return 'integration-beside';
  if (file.endsWith('.int-spec.ts')) return 'integration';
  return undefined;
}

function changedSuites() {
  const git = (...gitArgs) =>
    spawnSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const files = new Set([
    ...git('diff', '--name-only', '--diff-filter=d', `${base}...HEAD`),
    ...git('diff', '--name-only', '--diff-filter=d', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]);
  return [...files].filter((file) => projectOf(file));
}

const named = (args.length > 0 ? args : changedSuites()).map((file) =>
  path.relative(root, path.resolve(file)),
);
/** With --groups, the plain integration suites become that many group files, as CI runs them. */
function grouped(list) {
  const plain = list.filter((file) => projectOf(file) === 'integration');
  if (groups < 1 || plain.length === 0) return list;
  const files = suiteGroups.writeGroupFiles(plain, groups).map((file) => path.relative(root, file));
  for (const file of files) {
    const members = /runSuites\((\[[^\]]*\])\)/.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    console.log(`${file}: ${JSON.parse(members?.[1] ?? '[]').join(' ')}`);
  }
  return [...list.filter((file) => projectOf(file) !== 'integration'), ...files];
}
const suites = grouped(named);
if (suites.length === 0) {
  console.log(`No integration or e2e suite changed against ${base}: name the suites to check.`);
  process.exit(0);
}
const unknown = suites.filter((file) => !projectOf(file));
if (unknown.length > 0) {
  console.error(`Not an integration or e2e suite: ${unknown.join(', ')}`);
  process.exit(2);
}

// One busy core: a loop in a process of its own, at the same priority as the tests.
const hog = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopHog = () => hog.kill('SIGKILL');
process.once('exit', stopHog);
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

const jest = path.join(root, 'node_modules/.bin/jest');
// As in `npm test`: the back end's suites on the Node in DECKMILL_BACKEND_NODE when it is set, e2e on this one.
const backendNode = process.env.DECKMILL_BACKEND_NODE;
const commandOf = (project) =>
  backendNode && project !== 'e2e'
    ? { command: backendNode, prefix: [jest], pathPrefix: path.dirname(backendNode) }
    : { command: jest, prefix: [], pathPrefix: undefined };
/** One run of a suite: its exit status and the tail of what it wrote to stderr (Jest's report). */
async function runOnce(command, commandArgs, env) {
  // Jest reports on stderr; what it says on stdout (a selection that found nothing) goes to the same tail.
  const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
  let tail = '';
  // Only the end is printed: keep the last 64 KiB, however talkative the suite.
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      tail = (tail + chunk).slice(-65536);
    });
  }
  const [code, signal] = await once(child, 'close');
  return { status: signal ? 1 : code, stderr: tail };
}

const failures = [];
async function check(suite) {
  const project = projectOf(suite);
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    const { command, prefix, pathPrefix } = commandOf(project);
    const jestArgs = ['--selectProjects', project, '--runInBand', '--runTestsByPath', suite];
    const result = await runOnce(command, [...prefix, ...jestArgs], {
      ...process.env,
      NX_DAEMON: 'false',
      // jest.config.js defines the group project only when asked, as `npm test` does.
      ...(project === 'integration-groups' ? { DECKMILL_SUITE_GROUPS: '1' } : {}),
      ...(pathPrefix ? { PATH: `${pathPrefix}${path.delimiter}${process.env.PATH ?? ''}` } : {}),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const ok = result.status === 0;
    console.log(`${ok ? 'pass' : 'FAIL'}  run ${run}/${runs}  ${seconds.padStart(4)} s  ${suite}`);
    if (!ok) {
      failures.push({ suite, run });
      process.stdout.write(`${result.stderr.split('\n').slice(-60).join('\n')}\n`);
    }
  }
}

const queue = [...suites];
await Promise.all(
  Array.from({ length: Math.max(1, jobs) }, async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) await check(suite);
  }),
);
stopHog();
const failed = new Set(failures.map(({ suite }) => suite));
console.log(
  `\n${suites.length - failed.size} of ${suites.length} suites passed ${runs} runs in a row beside a busy core.`,
);
for (const suite of failed) {
  const which = failures.filter((failure) => failure.suite === suite).map(({ run }) => run);
  console.log(`  failed: ${suite} (run ${which.join(', ')})`);
}
process.exit(failed.size > 0 ? 1 : 0);
