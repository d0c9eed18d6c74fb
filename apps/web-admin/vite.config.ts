import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deckmillAliases, repoRoot } from '../../tools/vite/aliases';
import { FRONT_END_TEST_TIMEOUT_MS, TESTING_LIBRARY_SETUP } from '../../tools/vite/test-timeouts';
import { preloadInter } from '../../tools/vite/font-preload';
import { FRONT_END_TEST_POOL } from '../../tools/vite/test-pool';

// The admin panel (/admin*). Built assets live under /_admin/; the gateway serves index.html for
// /admin paths. The dev server serves from / so those paths work there too.
export default defineConfig(({ command }) => ({
  root: __dirname,
  base: command === 'build' ? '/_admin/' : '/',
  plugins: [react(), preloadInter()],
  resolve: { alias: deckmillAliases() },
  server: {
    port: 5175,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: path.join(repoRoot, 'dist/web/web-admin'),
    emptyOutDir: true,
  },
  test: {
    name: 'web-admin',
    environment: 'jsdom',
    // Globals let Testing Library register its automatic cleanup after each test.
    globals: true,
    setupFiles: [TESTING_LIBRARY_SETUP, path.join(__dirname, 'src/test-setup.ts')],
    // Stubs (fetch above all) are undone before the next test, not after this one: Testing Library unmounts
    // after a spec's own afterEach, and a debounced request fired in between went to the real fetch, whose
    // abort then failed inside Node's FormData body writer (an unhandled rejection under load).
    unstubGlobals: true,
    testTimeout: FRONT_END_TEST_TIMEOUT_MS,
    pool: FRONT_END_TEST_POOL,
    include: ['src/**/*.spec.{ts,tsx}'],
  },
}));
