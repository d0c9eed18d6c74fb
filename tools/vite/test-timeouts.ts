// Ceilings for the front ends' specs, not waits: a spec that passes ends as soon as its events have happened.
// With one core taken by another process, ContactForm's typing took over Vitest's default 5 s and a finder over
// Testing Library's default 1 s; the test that timed out went on typing into the next test's form.
import path from 'node:path';

/** Vitest's per-test ceiling for jsdom specs. */
export const FRONT_END_TEST_TIMEOUT_MS = 30_000;

/** A setup file that gives Testing Library's `findBy*` and `waitFor` the same room, and cleans up after each test. */
export const TESTING_LIBRARY_SETUP = path.join(__dirname, 'testing-library-setup.ts');
