import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { deckmillAliases, repoRoot } from '../../tools/vite/aliases';
import { FRONT_END_TEST_TIMEOUT_MS, TESTING_LIBRARY_SETUP } from '../../tools/vite/test-timeouts';
import { preloadInter } from '../../tools/vite/font-preload';
import { FRONT_END_TEST_POOL } from '../../tools/vite/test-pool';

// The public marketing site. `node apps/web-public/build.mjs` builds it with this config and prerenders
// every route; `vite build` alone produces only the client bundle.
export default defineConfig({
  root: __dirname,
  base: '/',
  plugins: [react(), preloadInter()],
  resolve: { alias: deckmillAliases() },
  // `npx vite --config apps/web-public/vite.config.ts` serves the pages unprerendered; the API calls go to
  // the gateway (APP_URL, default http://localhost:3000).
  server: { proxy: { '/api': process.env.APP_URL || 'http://localhost:3000' } },
  build: {
    outDir: path.join(repoRoot, 'dist/web/web-public'),
    emptyOutDir: true,
    rollupOptions: {
      // The API contracts are pure declarations: pulling in the plans must not drag zod and every
      // schema into the public pages.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/api-contracts/') },
    },
  },
  test: {
    name: 'web-public',
    environment: 'jsdom',
    setupFiles: [TESTING_LIBRARY_SETUP, path.join(__dirname, 'src/test/setup.ts')],
    // Stubs are undone before the next test, not after this one (tools/vite/testing-library-setup.ts says why).
    unstubGlobals: true,
    testTimeout: FRONT_END_TEST_TIMEOUT_MS,
    pool: FRONT_END_TEST_POOL,
    include: ['src/**/*.spec.{ts,tsx}', 'tools/**/*.spec.mjs'],
  },
});
