// Lint with zero warnings. Module boundaries are enforced by Nx tags:
//   scope:shared   isomorphic libraries any side may use (api-contracts, csv)
//   scope:backend  NestJS services and their libraries (bus-contracts among them), and the PPTX engine
//                  (pptx: Node's zlib and streams)
//   scope:frontend React apps and their libraries
//   type:service   a NestJS service app; only the composition root (type:composition) may import it
//   type:api-contracts  the public HTTP API: the gateway and the front ends, never a service
//   type:bus-contracts  subjects and bus payloads: services and the gateway, never a front end
//   type:api-client     the typed API v1 client (fetch): api-contracts' types only, for the CLI and scripts
//   type:mcp            the MCP server over the v1 client (libs/mcp): the CLI's `deckmill mcp` and the gateway
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import webLayers from './tools/eslint/web-layers.mjs';
import serviceDomains from './tools/eslint/service-domains.mjs';
import useCaseInput from './tools/eslint/use-case-input.mjs';

// The repository's own rules, one plugin (flat config refuses a plugin name defined twice).
const deckmill = { rules: { ...webLayers.rules, ...serviceDomains.rules, ...useCaseInput.rules } };

// The NestJS apps: the services, the gateway and the composition root (apps/server).
const NEST_APPS = [
  'admin',
  'billing',
  'converter',
  'gateway',
  'generation',
  'identity',
  'mail',
  'server',
  'teams',
  'templates',
  'webhooks',
];

// What a service may import. Its integration tests (apps/*/test) drive the gateway's HTTP API too, so they
// may also read api-contracts' answer types.
const SERVICE_LIBS = ['type:platform', 'type:bus-contracts', 'type:engine', 'type:data', 'type:testing'];

function moduleBoundaries(serviceLibs) {
  return [
    'error',
    {
      enforceBuildableLibDependency: false,
      // csv's entries are loaded apart: the generation service imports csv/workbook (SheetJS) with the first
      // workbook and csv and csv/data statically, which Nx would otherwise take for one lazy library.
      checkDynamicDependenciesExceptions: ['@deckmill/csv', '@deckmill/csv/data'],
      // Service apps are imported only by the composition root (checked below), through their aliases.
      allow: ['^@deckmill/[a-z]+-service$', '^@deckmill/server-harness$'],
      depConstraints: [
        // Only the gateway maps between the public API and the bus (docs/architecture.md): a service
        // imports bus-contracts, never api-contracts (bus-contracts itself shares a few API values).
        {
          sourceTag: 'type:service',
          onlyDependOnLibsWithTags: serviceLibs,
        },
        { sourceTag: 'scope:frontend', notDependOnLibsWithTags: ['type:bus-contracts'] },
        // Services depend on the platform libraries, so those do not import the public API library either.
        {
          sourceTag: 'type:platform',
          onlyDependOnLibsWithTags: ['type:platform', 'type:bus-contracts', 'type:testing'],
        },
        { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
        // The v1 client (Node and browsers) knows the public API's types, nothing of the server.
        { sourceTag: 'type:api-client', onlyDependOnLibsWithTags: ['type:api-contracts'] },
        // The MCP server (CLI and gateway) works through the v1 client only: no server code, no bus.
        { sourceTag: 'type:mcp', onlyDependOnLibsWithTags: ['type:api-client', 'type:api-contracts'] },
        { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
        { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:frontend', 'scope:shared'] },
        {
          sourceTag: 'scope:tooling',
          onlyDependOnLibsWithTags: ['scope:tooling', 'scope:backend', 'scope:shared'],
        },
      ],
    },
  ];
}

export default [
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.nx/**', 'coverage/**', 'tmp/**', '**/*.d.ts'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@nx/enforce-module-boundaries': moduleBoundaries(SERVICE_LIBS),
    },
  },
  {
    files: ['apps/*/test/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries([...SERVICE_LIBS, 'type:api-contracts']) },
  },
  {
    // Only the composition root (apps/server) and integration tests may assemble services.
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    ignores: ['apps/server/**', 'apps/*/test/**', 'apps/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@deckmill/[a-z]+-service$', message: 'Services talk over the bus, not by import.' },
          ],
        },
      ],
    },
  },
  {
    // A NestJS service's domains use each other only through a domain's index.ts (and shared/'s), never its
    // files (tools/eslint/service-domains.mjs). Identity's cli/ assembles use cases like a composition root.
    files: [`apps/{${NEST_APPS.join(',')}}/src/**/*.ts`],
    ignores: ['apps/identity/src/cli/**'],
    plugins: { deckmill },
    rules: { 'deckmill/service-domains': 'error' },
  },
  {
    // A use case's one public method takes one input: the call's or event's payload, or an interface beside
    // it; no command classes (tools/eslint/use-case-input.mjs, docs/service-conventions.md).
    files: [`apps/{${NEST_APPS.join(',')}}/src/**/*.ts`],
    plugins: { deckmill },
    rules: { 'deckmill/use-case-input': 'error' },
  },
  {
    // Generation's batch aggregate (the batch, its rows, progress, cancellation and reservation intents) has
    // one door, BatchRepository: nothing else takes TypeORM's repository of Batch or BatchRow, nor reads the
    // tables' names (generationTables.batches / .batch_rows) for SQL of its own. Exceptions: the repository's
    // statement files, migrations, testing/ and specs; and the delivery domain, which sits below batches and
    // cannot reach BatchRepository, so its statements keep their joins, reads and locks on batches and
    // batch_rows (they write only their own row_deliveries).
    // (Delivery never takes Batch's TypeORM repository either: deckmill/service-domains keeps it from
    // importing the batches domain.)
    files: ['apps/generation/src/**/*.ts'],
    ignores: [
      'apps/generation/src/batches/batch-repository/**',
      'apps/generation/src/batches/batch.repository.ts',
      'apps/generation/src/delivery/**',
      'apps/generation/src/migrations/**',
      'apps/generation/src/testing/**',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='InjectRepository'] > Identifier[name=/^(Batch|BatchRow)$/], CallExpression[callee.property.name='getRepository'] > Identifier[name=/^(Batch|BatchRow)$/]",
          message:
            'Batches and their rows are read and written through BatchRepository (apps/generation/src/batches/batch.repository.ts): add a named method there.',
        },
        {
          selector:
            "MemberExpression[object.name='generationTables'][property.name=/^(batches|batch_rows)$/], MemberExpression[object.name='generationTables'][property.value=/^(batches|batch_rows)$/], VariableDeclarator[init.name='generationTables'] > ObjectPattern > Property[key.name=/^(batches|batch_rows)$/]",
          message:
            'SQL on batches and batch_rows lives in BatchRepository (apps/generation/src/batches/batch-repository/): add a named statement there.',
        },
      ],
    },
  },
  {
    files: ['apps/web-*/**/*.tsx', 'libs/ui/**/*.tsx', 'libs/web-data/**/*.ts', 'libs/web-data/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Front-end layers (docs/frontend.md): features never import app/ nor each other; shared code no feature.
    files: ['apps/web-app/src/**/*.{ts,tsx}', 'apps/web-admin/src/**/*.{ts,tsx}'],
    plugins: { deckmill },
    rules: { 'deckmill/web-layers': 'error' },
  },
  {
    // Vite configs and web-public's build tools (prerendering the example deck with the engine) run in Node at
    // build time, never in a browser bundle: the front-end boundary does not apply to them.
    files: ['**/vite.config.ts', 'apps/web-public/tools/**'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
];
