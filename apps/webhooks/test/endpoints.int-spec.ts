import type { WebhookResponse, WebhookWithSecretResponse } from '@deckmill/api-contracts';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { signedInUser, type SignedInUser } from './support/users';

describe('Settings → Webhooks over the gateway, identity and the webhooks service', () => {
  let stack: TestStack;
  let ada: SignedInUser;
  let bob: SignedInUser;

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'webhooks'],
      s3: false,
      modules: { webhooks: { outboundAllowHosts: 'hooks.internal:8080,localhost:8080' } },
    });
    [ada, bob] = await Promise.all([signedInUser(stack, 'ada'), signedInUser(stack, 'bob')]);
  });

  afterAll(async () => {
    await stack.stop();
  });

  async function create(user: SignedInUser, url = 'https://hooks.example.com/in') {
    const res = await user.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url,
      description: 'CRM',
      events: ['batch.completed', 'batch.failed'],
    });
    expect(res.status).toBe(201);
    return res.body;
  }

  it('answers the secret on create and rotate only', async () => {
    const created = await create(ada);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.webhook).toMatchObject({
      url: 'https://hooks.example.com/in',
      description: 'CRM',
      events: ['batch.completed', 'batch.failed'],
      enabled: true,
      disabled_at: null,
    });
    const id = created.webhook.id;

    const answers = [
      await ada.client.get('/api/settings/webhooks'),
      await ada.client.get(`/api/settings/webhooks/${id}`),
      await ada.client.patch(`/api/settings/webhooks/${id}`, { description: 'ERP', enabled: false }),
      await ada.client.get(`/api/settings/webhooks/${id}/deliveries`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain(created.secret);
      expect(answer.text).not.toContain('"secret"');
    }
    expect((answers[2]?.body as { webhook: WebhookResponse }).webhook).toMatchObject({
      description: 'ERP',
      enabled: false,
    });

    const rotated = await ada.client.post<WebhookWithSecretResponse>(
      `/api/settings/webhooks/${id}/rotate_secret`,
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.secret);
  });

  it("answers 404 for another user's endpoint, whatever the route", async () => {
    const { webhook } = await create(ada);
    const path = `/api/settings/webhooks/${webhook.id}`;

    expect((await bob.client.get(path)).status).toBe(404);
    expect((await bob.client.patch(path, { description: 'mine' })).status).toBe(404);
    expect((await bob.client.post(`${path}/rotate_secret`)).status).toBe(404);
    expect((await bob.client.post(`${path}/test`)).status).toBe(404);
    expect((await bob.client.get(`${path}/deliveries`)).status).toBe(404);
    expect((await bob.client.delete(path)).status).toBe(404);
    expect((await bob.client.get<{ webhooks: unknown[] }>('/api/settings/webhooks')).body.webhooks).toEqual(
      [],
    );
    expect((await bob.client.get('/api/settings/webhooks/not-a-uuid')).status).toBe(404);

    expect((await ada.client.get(path)).status).toBe(200);
    expect((await ada.client.delete(path)).status).toBe(204);
    expect((await ada.client.get(path)).status).toBe(404);
  });

  it('checks the URL and events at registration, keyed by the form fields', async () => {
    const plainHttp = await bob.client.post('/api/settings/webhooks', {
      url: 'http://hooks.example.com/in',
      events: ['batch.completed'],
    });
    expect(plainHttp.status).toBe(422);
    expect(plainHttp.body).toMatchObject({ errors: { url: ['URL must start with https://.'] } });

    const noEvents = await bob.client.post('/api/settings/webhooks', {
      url: 'https://hooks.example.com/',
      events: [],
    });
    expect(noEvents.status).toBe(422);
    expect(noEvents.body).toMatchObject({ errors: { events: ['Choose at least one event.'] } });

    const allowListed = await bob.client.post('/api/settings/webhooks', {
      url: 'http://hooks.internal:8080/in',
      events: ['batch.completed'],
    });
    expect(allowListed.status).toBe(201);
  });

  it('works with an API key alone (no cookie, no CSRF token)', async () => {
    const key = await ada.client.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'CI',
    });
    expect(key.status).toBe(201);
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });

    const created = await api.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url: 'https://hooks.example.com/from-api',
      events: ['batch.completed'],
    });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const listed = await ada.client.get<{ webhooks: WebhookResponse[] }>('/api/settings/webhooks');
    expect(listed.body.webhooks.map((webhook) => webhook.id)).toContain(created.body.webhook.id);
  });

  it('refuses an eleventh endpoint', async () => {
    const carol = await signedInUser(stack, 'carol');
    for (let index = 0; index < 10; index += 1) await create(carol, `https://hooks.example.com/${index}`);

    const eleventh = await carol.client.post('/api/settings/webhooks', {
      url: 'https://hooks.example.com/11',
      events: ['batch.completed'],
    });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body).toMatchObject({
      errors: { url: ['You can register at most 10 webhook endpoints.'] },
    });
  });

  it('refuses at registration a URL whose host is an internal address, unless allow-listed', async () => {
    const refused = 'URL points to a private or internal network address.';
    for (const url of [
      'https://127.0.0.1/in',
      'https://localhost:8443/in',
      'https://[::1]/in',
      'https://[0:0:0:0:0:0:0:1]:8080/in',
      'https://169.254.169.254/latest/meta-data',
      'https://10.1.2.3/in',
      'https://[::ffff:192.168.0.1]/in',
    ]) {
      const res = await ada.client.post('/api/settings/webhooks', { url, events: ['batch.completed'] });
      expect([url, res.status, res.body]).toMatchObject([url, 422, { errors: { url: [refused] } }]);
    }
    const listed = await ada.client.post<WebhookWithSecretResponse>('/api/settings/webhooks', {
      url: 'http://localhost:8080/in',
      events: ['batch.completed'],
    });
    expect(listed.status).toBe(201);

    const moved = await ada.client.patch(`/api/settings/webhooks/${listed.body.webhook.id}`, {
      url: 'https://192.168.1.20/in',
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject({ errors: { url: [refused] } });
  });

  it('lets only one of two concurrent creates take the last free place', async () => {
    const dave = await signedInUser(stack, 'dave');
    for (let index = 0; index < 9; index += 1) await create(dave, `https://hooks.example.com/${index}`);

    const racing = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        dave.client.post('/api/settings/webhooks', {
          url: `https://hooks.example.com/race-${name}`,
          events: ['batch.completed'],
        }),
      ),
    );

    expect(racing.map((res) => res.status).sort()).toEqual([201, 422, 422, 422]);
    const listed = await dave.client.get<{ webhooks: WebhookResponse[] }>('/api/settings/webhooks');
    expect(listed.body.webhooks).toHaveLength(10);
  });
});
