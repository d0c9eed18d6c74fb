import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deckmillAliases, repoRoot } from '../../tools/vite/aliases';
import { FRONT_END_TEST_TIMEOUT_MS, TESTING_LIBRARY_SETUP } from '../../tools/vite/test-timeouts';
import { preloadInter } from '../../tools/vite/font-preload';
import { FRONT_END_TEST_POOL } from '../../tools/vite/test-pool';

// The signed-in app (/dashboard, /app/*, /settings/*, /users/*). Built assets live under /_app/; the
// gateway serves index.html for the app's paths. The dev server serves from / so those paths work there too.
export default defineConfig(({ command }) => ({
  root: __dirname,
  base: command === 'build' ? '/_app/' : '/',
  plugins: [react(), preloadInter()],
  resolve: { alias: deckmillAliases() },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: path.join(repoRoot, 'dist/web/web-app'),
    emptyOutDir: true,
  },
  test: {
    name: 'web-app',
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
}));
