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
    name: 'web-data',
    environment: 'jsdom',
    // Globals let Testing Library register its automatic cleanup after each test.
    globals: true,
    setupFiles: [TESTING_LIBRARY_SETUP, path.join(__dirname, 'src/test-setup.ts')],
    testTimeout: FRONT_END_TEST_TIMEOUT_MS,
    pool: FRONT_END_TEST_POOL,
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
