import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiBaseQuery } from './baseQuery';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A throwaway API over the real base query whose fetch records requests and answers from a script. */
function harness(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const testApi = createApi({
    baseQuery: createApiBaseQuery({
      baseUrl: 'http://deckmill.test/api',
      fetchFn: async (input) => {
        if (!(input instanceof Request)) throw new Error('expected a Request');
        requests.push(input);
        return answer();
      },
    }),
    endpoints: (build) => ({
      read: build.query<unknown, void>({ query: () => '/dashboard' }),
      create: build.mutation<unknown, { name: string }>({
        query: (body) => ({ url: '/app/teams', method: 'POST', body }),
      }),
      remove: build.mutation<unknown, number>({
        query: (id) => ({ url: `/app/teams/${id}`, method: 'DELETE' }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  return { testApi, store, requests };
}

function setCookie(value: string) {
  document.cookie = value;
}

afterEach(() => {
  setCookie('dm_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT');
});

describe('api base query', () => {
  it('echoes the dm_csrf cookie in X-CSRF-Token on state-changing requests', async () => {
    setCookie('dm_csrf=token%2Fabc');
    const { testApi, store, requests } = harness(() => jsonResponse(201, {}));
    await store.dispatch(testApi.endpoints.create.initiate({ name: 'Marketing' }));
    await store.dispatch(testApi.endpoints.remove.initiate(7));
    expect(requests.map((request) => request.method)).toEqual(['POST', 'DELETE']);
    for (const request of requests) expect(request.headers.get('X-CSRF-Token')).toBe('token/abc');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('sends no CSRF header on reads', async () => {
    setCookie('dm_csrf=token-abc');
    const { testApi, store, requests } = harness(() => jsonResponse(200, {}));
    await store.dispatch(testApi.endpoints.read.initiate());
    expect(requests[0]?.url).toBe('http://deckmill.test/api/dashboard');
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('passes a 422 error body through with its status', async () => {
    const body = { errors: { 'team.name': ["can't be blank"] }, error: "Name can't be blank" };
    const { testApi, store } = harness(() => jsonResponse(422, body));
    const result = await store.dispatch(testApi.endpoints.create.initiate({ name: '' }));
    expect(result.error).toEqual({ status: 422, body });
  });

  it('turns a non-JSON failure into the error shape', async () => {
    const { testApi, store } = harness(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({
      status: 502,
      body: { errors: {}, error: 'Something went wrong (502). Please try again.' },
    });
  });

  it('turns a connection failure into a network error', async () => {
    const { testApi, store } = harness(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await store.dispatch(testApi.endpoints.read.initiate());
    expect(result.error).toEqual({
      status: 'network',
      body: { errors: {}, error: 'Could not reach the server. Check your connection and try again.' },
    });
  });
});
