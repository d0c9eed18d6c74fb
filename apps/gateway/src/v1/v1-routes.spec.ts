import { ApiKeyOnlyGuard } from './api-key-only.guard';
import { V1_OPERATIONS } from './openapi/v1-operations';
import { V1GatewayModule } from './v1.gateway-module';
import { routesOfModule } from './v1-routes';

/** The one v1 route anyone may read: the document that says how to use the others. */
const PUBLIC = ['GET /api/v1/openapi.json'];

describe('every /api/v1 route', () => {
  const routes = routesOfModule(V1GatewayModule);
  const named = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

  it('is found by walking the module (the walk itself sees the routes)', () => {
    expect(routes.length).toBeGreaterThanOrEqual(V1_OPERATIONS.length + PUBLIC.length);
    expect(routes.every((route) => route.path.startsWith('/api/v1'))).toBe(true);
    expect(routes.map(named)).toEqual(expect.arrayContaining(['POST /api/v1/batches', 'ALL /api/v1/*path']));
  });

  // The CSRF check skips /api/v1/ because no cookie is accepted there: a route that took one would be open.
  it('takes API keys only, and declares the scope a key needs, unless it is the public document', () => {
    const guarded = routes.filter((route) => !PUBLIC.includes(named(route)));
    const unguarded = guarded.filter((route) => !route.guards.includes(ApiKeyOnlyGuard)).map(named);
    const unscoped = guarded.filter((route) => route.scope === undefined).map(named);
    expect({ unguarded, unscoped }).toEqual({ unguarded: [], unscoped: [] });
    const writes = routes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.filter((route) => !route.guards.includes(ApiKeyOnlyGuard)).map(named)).toEqual([]);
  });

  it('asks read of every GET, and what its OpenAPI operation says of every other', () => {
    const documented = new Map(
      V1_OPERATIONS.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op.scope]),
    );
    for (const route of routes) {
      if (PUBLIC.includes(named(route)) || route.method === 'ALL') continue;
      if (route.method === 'GET') expect([named(route), route.scope]).toEqual([named(route), 'read']);
      expect([named(route), route.scope]).toEqual([named(route), documented.get(named(route))]);
    }
  });
});
