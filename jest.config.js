// One Jest run, two projects: fast unit specs beside the code, and integration suites that talk to
// real PostgreSQL, NATS JetStream, an S3 server and an SMTP sink (apps/*/test, libs/*/test).
const { pathsToModuleNameMapper } = require('./tools/jest/paths');
const fs = require('node:fs');
const path = require('node:path');

const swcConfig = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));
delete swcConfig.$schema;
const transform = { '^.+\\.(t|j)sx?$': ['@swc/jest', { ...swcConfig, swcrc: false }] };
const moduleNameMapper = pathsToModuleNameMapper();
const shared = {
  transform,
  moduleNameMapper,
  testEnvironment: 'node',
  rootDir: __dirname,
  setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  // NestJS 12 and openid-client 6 (with its jose and oauth4webapi) ship ES modules only; compile them to
  // CommonJS like our own sources.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|openid-client|oauth4webapi|jose)/)'],
};

module.exports = {
  // Integration suites start real servers; a minute per test is the ceiling, not the expectation.
  testTimeout: 60000,
  // A worker runs suite after suite, and what a suite's modules leave reachable (NestJS, TypeORM, the engine)
  // piles up: 770 MiB of heap was measured by the time the hostile-upload corpus ran, whose two full collections
  // per case then took most of its 570 s. A worker whose heap passed this after a suite is replaced by a fresh
  // one. Runs with --runInBand (the suites that measure responsiveness) have none to replace; with a limit
  // set, Jest no longer chooses to run in band by itself (one file, --maxWorkers=1): debug with --runInBand.
  workerIdleMemoryLimit: '512MB',
  testSequencer: '<rootDir>/tools/jest/sequencer.js',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/tools/**/*.spec.ts'],
      testPathIgnorePatterns: [
        '/node_modules/',
        '<rootDir>/apps/web-',
        '<rootDir>/libs/ui/',
        '<rootDir>/libs/web-data/',
      ],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.(alone|beside)\\.int-spec\\.ts$'],
      globalSetup: '<rootDir>/tools/jest/global-setup.js',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
    },
    // CI's way through the same suites (tools/jest/suite-groups.js): several in one test file, so a worker loads
    // the server's modules once a group rather than once a suite. `npm test` writes the group files and sets
    // DECKMILL_SUITE_GROUPS; without it the project is absent, so a plain `jest` never runs a suite twice.
    ...(process.env.DECKMILL_SUITE_GROUPS
      ? [
          {
            ...shared,
            displayName: 'integration-groups',
            testMatch: ['<rootDir>/tmp/jest-groups/*.int-group.js'],
            globalSetup: '<rootDir>/tools/jest/global-setup.js',
            globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
          },
        ]
      : []),
    {
      // Suites that mostly wait (on outages of servers of their own, a minute each) run in a process of their own
      // beside the groups: they need little CPU, and alone the machine idled through their waits.
      ...shared,
      displayName: 'integration-beside',
      testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.beside.int-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.js',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
    },
    {
      // Suites that measure responsiveness (`*.alone.int-spec.ts`) run by themselves, after the others: on a
      // two-core machine a neighbouring suite's load is theirs to measure, not ours.
      ...shared,
      displayName: 'integration-alone',
      testMatch: ['<rootDir>/{apps,libs}/*/test/**/*.alone.int-spec.ts'],
      globalSetup: '<rootDir>/tools/jest/global-setup.js',
      globalTeardown: '<rootDir>/tools/jest/global-teardown.js',
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/e2e/tests/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/apps/e2e/src/global-setup.js',
      testEnvironment: '<rootDir>/apps/e2e/src/e2e-environment.js',
      setupFilesAfterEnv: ['<rootDir>/apps/e2e/src/jest-setup.ts'],
    },
  ],
};
