import { defineConfig } from 'vitest/config';

// Front-end unit tests (Vitest + Testing Library in jsdom). Each web project has its own vite.config.ts.
export default defineConfig({
  test: {
    projects: ['apps/web-public', 'apps/web-app', 'apps/web-admin', 'libs/ui', 'libs/web-data'],
  },
});
