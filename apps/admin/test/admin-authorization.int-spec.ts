import { RpcClient } from '@deckmill/messaging';
import { TestClient, type TestStack } from '@deckmill/server-harness';
import { browser, newOperator, newUser, startAdminStack, type TestUser } from './support/admin-stack';

type Method = 'get' | 'patch' | 'post' | 'delete';

describe('admin authorization: every /api/admin route needs the admin flag', () => {
  let stack: TestStack;
  let operator: TestUser;
  let member: TestUser;
  let target: TestUser;

  beforeAll(async () => {
    stack = await startAdminStack();
    operator = await newOperator(stack);
    member = await newUser(stack, 'member');
    target = await newUser(stack, 'target');
  });

  afterAll(async () => {
    await stack.stop();
  });

  const routes = (): [Method, string, Record<string, unknown>?][] => [
    ['get', '/api/admin'],
    ['get', '/api/admin/audit_log'],
    ['get', '/api/admin/contact_messages'],
    ['get', '/api/admin/users'],
    ['get', `/api/admin/users/${target.id}`],
    ['patch', `/api/admin/users/${target.id}`, { name: 'Renamed' }],
    ['delete', `/api/admin/users/${target.id}`],
    ['get', '/api/admin/teams'],
    ['get', '/api/admin/teams/1'],
    ['get', '/api/admin/templates'],
    ['get', '/api/admin/templates/1'],
    ['get', '/api/admin/presentations'],
    ['get', '/api/admin/presentations/00000000-0000-4000-8000-000000000000'],
    ['get', '/api/admin/batches/stuck'],
    ['post', '/api/admin/batches/00000000-0000-4000-8000-000000000000/resume'],
    ['post', '/api/admin/batches/00000000-0000-4000-8000-000000000000/cancel'],
  ];

  async function call(
    client: TestClient,
    method: Method,
    path: string,
    body?: Record<string, unknown>,
  ): Promise<number> {
    if (method === 'get') return (await client.get(path)).status;
    if (method === 'patch') return (await client.patch(path, body ?? {})).status;
    if (method === 'post') return (await client.post(path, body)).status;
    return (await client.delete(path)).status;
  }

  it('answers 401 to anonymous visitors on every route', async () => {
    const anonymous = browser(stack);
    await anonymous.get('/api/session');
    for (const [method, path, body] of routes()) {
      expect([method, path, await call(anonymous, method, path, body)]).toEqual([method, path, 401]);
    }
  });

  it('answers 403 to signed-in users without the admin flag on every route', async () => {
    for (const [method, path, body] of routes()) {
      expect([method, path, await call(member.client, method, path, body)]).toEqual([method, path, 403]);
    }
  });

  it('lets operators through (reads answer 200, unknown objects 404, the edit and delete succeed)', async () => {
    const expected: Record<string, number> = {
      'get /api/admin/teams/1': 404,
      'get /api/admin/templates/1': 404,
      'get /api/admin/presentations/00000000-0000-4000-8000-000000000000': 404,
      'post /api/admin/batches/00000000-0000-4000-8000-000000000000/resume': 404,
      'post /api/admin/batches/00000000-0000-4000-8000-000000000000/cancel': 404,
      [`patch /api/admin/users/${target.id}`]: 200,
      [`delete /api/admin/users/${target.id}`]: 204,
    };
    for (const [method, path, body] of routes()) {
      const status = await call(operator.client, method, path, body);
      expect([method, path, status]).toEqual([method, path, expected[`${method} ${path}`] ?? 200]);
    }
  });

  it('refuses operator powers to an unconfirmed admin and to an API key of an admin', async () => {
    const unconfirmed = await newUser(stack, 'unconfirmed-operator');
    await stack.app
      .get(RpcClient)
      .call('identity.admin-update-user', { userId: unconfirmed.id, admin: true });
    expect((await unconfirmed.client.get('/api/admin')).status).toBe(403);

    const created = await operator.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'operator automation',
    });
    expect(created.status).toBe(201);
    const withKey = new TestClient(stack.baseUrl, { authorization: `Bearer ${created.body.api_key.token}` });
    expect((await withKey.get('/api/admin')).status).toBe(403);
    expect((await withKey.get('/api/admin/users')).status).toBe(403);
  });

  it('sees that an operator demoted by another loses access on the next request', async () => {
    const other = await newOperator(stack, 'second-operator');
    expect((await other.client.get('/api/admin')).status).toBe(200);
    const demoted = await operator.client.patch(`/api/admin/users/${other.id}`, { admin: false });
    expect(demoted.status).toBe(200);
    expect((await other.client.get('/api/admin')).status).toBe(403);
  });
});
