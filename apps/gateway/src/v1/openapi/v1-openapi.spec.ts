import { readFileSync } from 'node:fs';
import path from 'node:path';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { V1BatchesController } from '../batches/batches.controller';
import { V1TemplatesController } from '../templates/templates.controller';
import { V1UsageController } from '../usage/usage.controller';
import { V1WebhooksController } from '../webhooks/webhooks.controller';
import { buildV1OpenApi } from './v1-openapi';
import { V1_EXAMPLES } from './v1-examples';
import { V1_OPERATIONS } from './v1-operations';

const SNAPSHOT = path.resolve(__dirname, '../../../../../docs/api-v1.openapi.json');

/** "METHOD /path" of every route a controller serves, `{id}` for `:id`. */
function routesOf(controller: new (...args: never[]) => unknown): string[] {
  const base = String(Reflect.getMetadata(PATH_METADATA, controller));
  const routes: string[] = [];
  for (const name of Object.getOwnPropertyNames(controller.prototype)) {
    const handler = (controller.prototype as Record<string, unknown>)[name];
    if (name === 'constructor' || typeof handler !== 'function') continue;
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) continue;
    const sub = String(Reflect.getMetadata(PATH_METADATA, handler));
    const full = `/${base}${sub === '/' ? '' : `/${sub}`}`.replace(/:(\w+)/g, '{$1}');
    routes.push(`${RequestMethod[method]} ${full}`);
  }
  return routes;
}

describe('the API v1 OpenAPI document', () => {
  it('is the committed docs/api-v1.openapi.json (refresh it with npm run api:v1:snapshot)', () => {
    const committed: unknown = JSON.parse(readFileSync(SNAPSHOT, 'utf8'));
    expect(buildV1OpenApi()).toEqual(committed);
  });

  it('documents exactly the routes the v1 controllers serve', () => {
    const served = [V1BatchesController, V1TemplatesController, V1WebhooksController, V1UsageController]
      .flatMap(routesOf)
      .sort();
    const documented = V1_OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`).sort();
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
