import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { deckmillAliases } from '../../tools/vite/aliases';
import { FRONT_END_TEST_TIMEOUT_MS, TESTING_LIBRARY_SETUP } from '../../tools/vite/test-timeouts';
import { FRONT_END_TEST_POOL } from '../../tools/vite/test-pool';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  resolve: { alias: deckmillAliases() },
  test: {
    name: 'ui',
    environment: 'jsdom',
    // Globals (describe, it, afterEach) for the specs and libraries that look for them; the cleanup after each
    // test is TESTING_LIBRARY_SETUP's.
    globals: true,
    setupFiles: [TESTING_LIBRARY_SETUP, path.join(__dirname, 'src/test-setup.ts')],
    // Stubs are undone before the next test, not after this one (tools/vite/testing-library-setup.ts says why).
    unstubGlobals: true,
    testTimeout: FRONT_END_TEST_TIMEOUT_MS,
    pool: FRONT_END_TEST_POOL,
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
