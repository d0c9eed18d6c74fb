import fc from 'fast-check';
import { startTestStack, TestClient, type TestStack } from '@deckmill/server-harness';
import { hostileBody, hostileParam, hostileQuery } from './support/hostile-input';
import { documentedRoutes, fillPath, type ApiRoute } from './support/openapi-routes';
import { newOperator, newPerson } from './support/world';

/** Runs per route: enough to try every kind of hostile value, few enough to keep CI fast. */
const RUNS_PER_ROUTE = 24;

interface Tally {
  tried: number;
  byStatus: Record<string, number>;
  crashes: string[];
}

/**
 * Property-based fuzzing of every route the gateway documents: hostile path parameters, query strings and
 * JSON bodies (control characters, huge strings, wrong types, prototype keys, deep nesting, broken JSON).
 * The property: never a 5xx, and Object.prototype stays clean.
 */
describe('every documented route under hostile input', () => {
  let stack: TestStack;
  let routes: ApiRoute[];
  let operator: TestClient;
  const tally: Tally = { tried: 0, byStatus: {}, crashes: [] };
  let ip = 0;
  // The server runs in this process: a polluted prototype there is a polluted prototype here.
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    stack = await startTestStack({ previews: true });
    routes = await documentedRoutes(stack.baseUrl);
    operator = (await newOperator(stack)).client;
  }, 120_000);

  afterAll(async () => {
    // The counts docs/security.md reports.
    console.info(`input fuzzing: ${JSON.stringify({ routes: routes.length, ...tally })}`);
    // Stopping finishes the preview render in progress (LibreOffice, slow on a loaded CI machine).
    await stack.stop();
  }, 180_000);

  it('documents the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  /** The same session without the client's fixed X-Forwarded-For, so each request has its own address. */
  function unpinned(client: TestClient): TestClient {
    const copy = new TestClient(stack.baseUrl);
    for (const name of ['dm_session', 'dm_csrf']) {
      const value = client.cookie(name);
      if (value) copy.setCookie(name, value);
    }
    return copy;
  }

  async function send(client: TestClient, route: ApiRoute, url: string, body: string): Promise<number> {
    ip += 1;
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.77.${(ip >> 8) & 255}.${ip & 255}`,
      accept: 'application/json',
    };
    const hasBody = route.method !== 'GET';
    if (hasBody) {
      headers['content-type'] = 'application/json';
      if (!client.cookie('dm_csrf')) await client.get('/api/health');
      headers['x-csrf-token'] = client.cookie('dm_csrf') ?? '';
    }
    const controller = new AbortController();
    // An event stream or a download that starts is an answer: the status is all this test reads.
    const response = await client.fetch(url, {
      method: route.method,
      headers,
      body: hasBody ? body : undefined,
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }

  it('never answers 5xx', async () => {
    for (const route of routes) {
      // A session of its own per route (a route that ends sessions cannot spoil the others), and a visitor
      // without one: sign-in, sign-up and the public routes answer visitors differently.
      const signedIn = unpinned(
        route.path.startsWith('/api/admin') ? operator : (await newPerson(stack, 'fuzz')).client,
      );
      const visitor = new TestClient(stack.baseUrl);
      const params = fc.record(Object.fromEntries(route.pathParams.map((name) => [name, hostileParam])));
      await fc.assert(
        fc.asyncProperty(
          params,
          hostileQuery(route.queryParams),
          hostileBody,
          fc.boolean(),
          async (values, query, body, anonymous) => {
            const url = `${fillPath(route.path, values as Record<string, string>)}${query}`;
            const status = await send(anonymous ? visitor : signedIn, route, url, body);
            tally.tried += 1;
            const kind = `${Math.floor(status / 100)}xx`;
            tally.byStatus[kind] = (tally.byStatus[kind] ?? 0) + 1;
            if (status >= 500)
              tally.crashes.push(`${route.key} ${status} ${url.slice(0, 200)} ${body.slice(0, 200)}`);
            return status < 500;
          },
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    expect(tally.crashes).toEqual([]);
  }, 600_000);

  it('leaves Object.prototype clean and the server healthy', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect((await fetch(`${stack.baseUrl}/api/health`)).status).toBe(200);
  });
});
