// CI runs the integration suites in groups: several suites in one Jest test file, so one module registry (NestJS,
// TypeORM, the engine: about 4 s of CPU a suite) serves the whole group instead of being loaded again for every
// suite. Ten gateway and service suites took 73 s of CPU one file each and 30 s as one group, with the same
// 56 tests passing. Each suite keeps its own describe block, hooks, stacks and schemas; a developer still runs
// one suite by its own file (`jest --selectProjects integration <file>`).
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** Where the group files of one run are written (gitignored, inside rootDir so Jest finds them). */
const GROUP_DIR = path.join(ROOT, 'tmp/jest-groups');
/** Seconds each suite took in a CI run, to balance the groups; a suite not listed counts as DEFAULT_SECONDS. */
const SECONDS_FILE = path.join(__dirname, 'suite-seconds.json');
const DEFAULT_SECONDS = 15;

// The suites the `integration` project of jest.config.js runs: every *.int-spec.ts under apps/X/test and
// libs/X/test but the *.alone and *.beside ones.
function integrationSuites() {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.int-spec.ts') && !/\.(alone|beside)\.int-spec\.ts$/.test(entry.name))
        found.push(path.relative(ROOT, full));
    }
  };
  for (const top of ['apps', 'libs']) {
    for (const project of fs.readdirSync(path.join(ROOT, top))) {
      const tests = path.join(ROOT, top, project, 'test');
      if (fs.existsSync(tests)) walk(tests);
    }
  }
  return found.sort();
}

function expectedSeconds(seconds, suite) {
  return seconds[suite] ?? DEFAULT_SECONDS;
}

/** Splits suites into `count` groups of about equal expected time (longest first, each to the lightest group). */
function balance(suites, seconds, count) {
  const groups = Array.from({ length: Math.max(1, Math.min(count, suites.length)) }, () => ({
    seconds: 0,
    suites: [],
  }));
  const expected = (suite) => expectedSeconds(seconds, suite);
  for (const suite of [...suites].sort((a, b) => expected(b) - expected(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += expected(suite);
    lightest.suites.push(suite);
  }
  return groups.filter((group) => group.suites.length > 0);
}

/**
 * The ceiling a suite gives its tests with `jest.setTimeout(N)`, or undefined. Jest reads that setting when a
 * test runs, so in a group the last suite loaded would set it for all: such suites are grouped apart, the
 * largest ceiling loaded last, and the other groups keep the 60 s of jest.config.js.
 */
function ownTimeout(suite) {
  const match = /jest\.setTimeout\(\s*([\d_]+)\s*\)/.exec(fs.readFileSync(path.join(ROOT, suite), 'utf8'));
  return match ? Number(match[1].replace(/_/g, '')) : undefined;
}

/** Writes one group file per group for the given suites (paths relative to the repository) and lists them. */
function writeGroupFiles(suites, count) {
  const seconds = fs.existsSync(SECONDS_FILE) ? JSON.parse(fs.readFileSync(SECONDS_FILE, 'utf8')) : {};
  fs.rmSync(GROUP_DIR, { recursive: true, force: true });
  fs.mkdirSync(GROUP_DIR, { recursive: true });
  const timeouts = new Map(suites.map((suite) => [suite, ownTimeout(suite)]));
  const relaxed = suites.filter((suite) => timeouts.get(suite) !== undefined);
  const plain = suites.filter((suite) => timeouts.get(suite) === undefined);
  const total = (list) => list.reduce((sum, suite) => sum + expectedSeconds(seconds, suite), 0);
  // At least one group each for the relaxed and the plain suites, when there are any.
  const relaxedCount =
    relaxed.length === 0
      ? 0
      : Math.min(
          Math.max(1, Math.round((count * total(relaxed)) / total(suites))),
          count - (plain.length ? 1 : 0),
        );
  const groups = [
    ...balance(plain, seconds, count - relaxedCount),
    ...balance(relaxed, seconds, relaxedCount).map((group) => ({
      ...group,
      suites: [...group.suites].sort((a, b) => timeouts.get(a) - timeouts.get(b)),
    })),
  ];
  return groups.map((group, index) => {
    const file = path.join(GROUP_DIR, `group-${String(index + 1).padStart(2, '0')}.int-group.js`);
    const body = [
      `// ${group.suites.length} suites, about ${Math.round(group.seconds)} s: written by tools/jest/suite-groups.js.`,
      `require('../../tools/jest/suite-groups.js').runSuites(${JSON.stringify(group.suites, null, 2)});`,
      '',
    ].join('\n');
    fs.writeFileSync(file, body);
    return file;
  });
}

/**
 * Inside a group file: each suite in a describe block named after its file, so its top-level hooks stay its
 * own. When DECKMILL_SUITE_TIMES names a file, each suite's wall clock (first hook to last) is appended to it.
 */
function runSuites(suites) {
  for (const suite of suites) {
    describe(suite, () => {
      let started = 0;
      beforeAll(() => {
        started = Date.now();
      });
      try {
        require(path.join(ROOT, suite));
      } catch (error) {
        // Jest does not catch what a describe callback throws: the group's other suites would not run at all.
        it('loads', () => {
          throw error;
        });
      }
      afterAll(() => {
        const out = process.env.DECKMILL_SUITE_TIMES;
        if (!out) return;
        fs.appendFileSync(
          out,
          `${JSON.stringify({ file: suite, seconds: (Date.now() - started) / 1000 })}\n`,
        );
      });
    });
  }
}

module.exports = { balance, integrationSuites, writeGroupFiles, runSuites, GROUP_DIR, SECONDS_FILE };
