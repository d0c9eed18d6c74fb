// Refreshes docs/api-v1.openapi.json, the committed OpenAPI document of API v1: `npm run api:v1:snapshot`.
// apps/gateway/src/v1/openapi/v1-openapi.spec.ts fails while the generated document differs from it.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildV1OpenApi } from '../apps/gateway/src/v1/openapi/v1-openapi';

const target = path.resolve(__dirname, '../docs/api-v1.openapi.json');
writeFileSync(target, `${JSON.stringify(buildV1OpenApi(), null, 2)}\n`);
execFileSync(process.execPath, [require.resolve('prettier/bin/prettier.cjs'), '--write', target], {
  stdio: 'inherit',
});
console.log(`wrote ${path.relative(process.cwd(), target)}`);
