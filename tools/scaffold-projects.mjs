// One-off generator for the Nx project.json files (kept so new projects get the same shape).
import fs from 'node:fs';
import path from 'node:path';

const services = [
  'gateway',
  'identity',
  'teams',
  'templates',
  'generation',
  'billing',
  'admin',
  'mail',
  'webhooks',
];
const projects = [
  ...services.map((name) => ({
    root: `apps/${name}`,
    type: 'application',
    tags: ['scope:backend', name === 'gateway' ? 'type:gateway' : 'type:service'],
  })),
  { root: 'apps/server', type: 'application', tags: ['scope:backend', 'type:composition'] },
  ...['web-public', 'web-app', 'web-admin'].map((name) => ({
    root: `apps/${name}`,
    type: 'application',
    tags: ['scope:frontend', 'type:web'],
    web: true,
  })),
  { root: 'apps/e2e', type: 'application', tags: ['scope:tooling', 'type:e2e'] },
  { root: 'libs/api-contracts', type: 'library', tags: ['scope:shared', 'type:api-contracts'] },
  { root: 'libs/api-client', type: 'library', tags: ['scope:shared', 'type:api-client'] },
  { root: 'libs/bus-contracts', type: 'library', tags: ['scope:backend', 'type:bus-contracts'] },
  { root: 'libs/csv', type: 'library', tags: ['scope:shared', 'type:data'] },
  { root: 'libs/pptx', type: 'library', tags: ['scope:backend', 'type:engine'] },
  { root: 'libs/office', type: 'library', tags: ['scope:backend', 'type:engine'] },
  ...['config', 'database', 'messaging', 'storage', 'outbound', 'server-kit'].map((name) => ({
    root: `libs/${name}`,
    type: 'library',
    tags: ['scope:backend', 'type:platform'],
  })),
  { root: 'libs/testing', type: 'library', tags: ['scope:backend', 'type:testing'] },
  ...['ui', 'web-data'].map((name) => ({
    root: `libs/${name}`,
    type: 'library',
    tags: ['scope:frontend', 'type:web-lib'],
  })),
];

for (const p of projects) {
  const name = path.basename(p.root);
  const targets = {
    lint: { executor: 'nx:run-commands', options: { command: `eslint --max-warnings 0 ${p.root}` } },
  };
  if (p.web) {
    targets.build = {
      executor: 'nx:run-commands',
      options: { command: `vite build --config ${p.root}/vite.config.ts` },
    };
    targets.test = { executor: 'nx:run-commands', options: { command: `vitest run --project ${name}` } };
  } else if (name !== 'e2e') {
    targets.test = { executor: 'nx:run-commands', options: { command: `jest ${p.root}` } };
  }
  const file = path.join(p.root, 'project.json');
  fs.mkdirSync(p.root, { recursive: true });
  if (fs.existsSync(file)) continue;
  fs.writeFileSync(
    file,
    JSON.stringify(
      {
        name,
        $schema: '../../node_modules/nx/schemas/project-schema.json',
        sourceRoot: `${p.root}/src`,
        projectType: p.type,
        tags: p.tags,
        targets,
      },
      null,
      2,
    ) + '\n',
  );
}
