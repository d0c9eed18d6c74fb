import { readFileSync } from 'node:fs';
import path from 'node:path';
import { V1GatewayModule } from '../v1.gateway-module';
import { routesOfModule } from '../v1-routes';
import { buildV1OpenApi } from './v1-openapi';
import { V1_EXAMPLES } from './v1-examples';
import { V1_OPERATIONS } from './v1-operations';

const SNAPSHOT = path.resolve(__dirname, '../../../../../docs/api-v1.openapi.json');

/** What the document covers: every v1 route but the catch-all 404 and the document itself. */
const UNDOCUMENTED = ['ALL /api/v1/*path', 'GET /api/v1/openapi.json'];

describe('the API v1 OpenAPI document', () => {
  it('is the committed docs/api-v1.openapi.json (refresh it with npm run api:v1:snapshot)', () => {
    const committed: unknown = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    try {
      expect(buildV1OpenApi()).toEqual(committed);
    } catch (error) {
      if (error instanceof Error) {
        error.message =
          'docs/api-v1.openapi.json is not what the code makes: run `npm run api:v1:snapshot`, review the ' +
          `diff (a change to a published contract; tools/checks/api-v1-breaking.ts refuses breaking ones).\n\n${error.message}`;
      }
      throw error;
    }
  });

  it('documents exactly the routes the v1 controllers serve, with the scope each declares', () => {
    const served = routesOfModule(V1GatewayModule)
      .filter((route) => !UNDOCUMENTED.includes(`${route.method} ${route.path}`))
      .map((route) => `${route.method} ${route.path} ${route.scope}`)
      .sort();
    const documented = V1_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path} ${op.scope}`).sort();
    expect(documented).toEqual(served);
  });

  it('is OpenAPI 3.1 with every schema reference resolvable', () => {
    const document = buildV1OpenApi();
    expect(document['openapi']).toBe('3.1.0');
    const text = JSON.stringify(document);
    const schemas = Object.keys((document['components'] as { schemas: object }).schemas);
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      expect(schemas).toContain(name);
    }
  });

  it('has a curl example for every operation, each using $DECKMILL_URL and $DECKMILL_API_KEY', () => {
    const paths = buildV1OpenApi()['paths'] as Record<string, Record<string, { operationId: string }>>;
    const operations = Object.values(paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(V1_OPERATIONS.length);
    for (const operation of operations) {
      const samples = (operation as { 'x-codeSamples'?: { source: string }[] })['x-codeSamples'] ?? [];
      expect([operation.operationId, samples.length > 0]).toEqual([operation.operationId, true]);
      for (const { source } of samples) {
        expect(source).toMatch(/^curl -sS /);
        expect(source).toContain('$DECKMILL_URL/api/v1/');
        expect(source).toContain('Authorization: Bearer $DECKMILL_API_KEY');
      }
    }
    const known = new Set(V1_OPERATIONS.map((op) => op.operationId));
    expect(V1_EXAMPLES.filter((example) => !known.has(example.operationId))).toEqual([]);
  });
});
