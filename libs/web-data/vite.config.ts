import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { deckmillAliases } from '../../tools/vite/aliases';

export default defineConfig({
  root: __dirname,
  plugins: [react()],
  resolve: { alias: deckmillAliases() },
  test: {
    name: 'web-data',
    environment: 'jsdom',
    // Globals let Testing Library register its automatic cleanup after each test.
    globals: true,
    setupFiles: [path.join(__dirname, 'src/test-setup.ts')],
    include: ['src/**/*.spec.{ts,tsx}'],
  },
});
