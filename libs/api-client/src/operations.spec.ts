import { readFileSync } from 'node:fs';
import path from 'node:path';
import { V1_CLIENT_OPERATIONS } from './operations';

const DOCUMENT = path.resolve(__dirname, '../../../docs/api-v1.openapi.json');

describe('the client operation table', () => {
  it('is every operation of docs/api-v1.openapi.json, with its method and path', () => {
    const { paths } = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const documented = Object.fromEntries(
      Object.entries(paths).flatMap(([route, methods]) =>
        Object.entries(methods).map(([method, { operationId }]) => [
          operationId,
          { method: method.toUpperCase(), path: route },
        ]),
      ),
    );
    expect(V1_CLIENT_OPERATIONS).toEqual(documented);
  });
});
