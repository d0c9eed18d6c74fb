import { startTestStack, type TestClient, type TestStack } from '@deckmill/server-harness';
import { freshClient, signedUpClient } from './support/accounts';

const SIGN_IN = '/api/users/sign_in';
const signInBody = (email: string) => ({ user: { email, password: 'whatever-it-is-1' } });

describe('the HTTP edge refuses what it does not expect', () => {
  let stack: TestStack;
  let member: TestClient;

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'templates'],
      metricsToken: 'metrics-token-for-tests',
    });
    member = await signedUpClient(stack, 'edge');
  });

  afterAll(async () => {
    await stack.stop();
  });

  describe('routing and CSRF', () => {
    it('does not match routes in another case, and asks for the CSRF token on any path', async () => {
      const client = freshClient(stack);
      await client.get('/api/health');
      const forged = await client.post('/API/users/sign_in', signInBody('a@example.test'), {
        'x-csrf-token': '',
      });
      expect(forged.status).toBe(403);
      const withToken = await client.post('/API/users/sign_in', signInBody('a@example.test'));
      expect(withToken.status).toBe(404);
    });

    it('matches routes strictly: a trailing slash is another path', async () => {
      const res = await freshClient(stack).post(`${SIGN_IN}/`, signInBody('a@example.test'));
      expect(res.status).toBe(404);
    });

    it('still serves the documented spellings: health, the OpenAPI document and its viewer', async () => {
      const client = freshClient(stack);
      expect((await client.get('/api/health')).status).toBe(200);
      expect((await client.get('/api/openapi.json')).status).toBe(200);
      expect((await client.get('/api/docs')).status).toBe(200);
    });

    it('needs the token for a state-changing request outside /api too', async () => {
      const client = freshClient(stack);
      await client.get('/api/health');
      const res = await client.request('PUT', '/anything', { a: 1 }, { 'x-csrf-token': '' });
      expect(res.status).toBe(403);
    });

    it('keeps the API-key exemption only for requests without cookies', async () => {
      const bearerOnly = await fetch(`${stack.baseUrl}/api/app/templates/1`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer dm_not_a_real_key' },
      });
      expect(bearerOnly.status).toBe(401);
      const withCookie = await fetch(`${stack.baseUrl}/api/app/templates/1`, {
        method: 'DELETE',
        headers: { authorization: 'Bearer dm_not_a_real_key', cookie: 'dm_csrf=abc' },
      });
      expect(withCookie.status).toBe(403);
    });

    it("refuses a victim's session with a CSRF token the attacker chose or holds", async () => {
      const session = member.cookie('dm_session') ?? '';
      const chosen = await fetch(`${stack.baseUrl}/api/settings/api_keys`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '10.99.0.1',
          cookie: `dm_session=${session}; dm_csrf=attacker-chosen-token`,
          'x-csrf-token': 'attacker-chosen-token',
        },
        body: JSON.stringify({ api_key: { name: 'planted' } }),
      });
      expect(chosen.status).toBe(403);
      const attacker = await signedUpClient(stack, 'edge-attacker');
      const held = attacker.cookie('dm_csrf') ?? '';
      const borrowed = await fetch(`${stack.baseUrl}/api/settings/api_keys`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '10.99.0.2',
          cookie: `dm_session=${session}; dm_csrf=${held}`,
          'x-csrf-token': held,
        },
        body: JSON.stringify({ api_key: { name: 'planted' } }),
      });
      expect(borrowed.status).toBe(403);
      const own = await member.post('/api/settings/api_keys', { api_key: { name: 'mine' } });
      expect(own.status).toBe(201);
    });

    it('gives a signed-out browser a token of its own at its next request', async () => {
      const client = await signedUpClient(stack, 'edge-out');
      const before = client.cookie('dm_csrf');
      expect((await client.delete('/api/users/sign_out')).status).toBeLessThan(300);
      expect(client.cookie('dm_csrf')).not.toBe(before);
      const res = await client.post(SIGN_IN, signInBody('nobody@example.test'));
      expect(res.status).toBe(422);
      // A session that ended on the server: its cookie is cleared, and the form that follows still works.
      const stale = freshClient(stack);
      stale.setCookie('dm_session', 'no-such-session');
      await stale.get('/api/users/session');
      expect(stale.cookie('dm_session')).toBeUndefined();
      expect((await stale.post(SIGN_IN, signInBody('nobody@example.test'))).status).toBe(422);
    });
  });

  describe('caching of answers', () => {
    it('answers every API request with Cache-Control: no-store unless the route says otherwise', async () => {
      const key = await member.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
        api_key: { name: 'cache-probe' },
      });
      expect(key.status).toBe(201);
      const bearer = { authorization: `Bearer ${key.body.api_key.token}` };
      const answers = [
        await member.get('/api/settings/api_keys'),
        await member.get('/api/app/templates'),
        await member.get('/api/app/templates/999999999'),
        await member.get('/api/settings/profile'),
        await fetch(`${stack.baseUrl}/api/v1/templates`, { headers: bearer }),
        await fetch(`${stack.baseUrl}/api/v1/templates/999999999`, { headers: bearer }),
        await freshClient(stack).get('/api/app/templates'),
      ];
      for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('rate limits on the token routes', () => {
    it.each(['/api/users/confirmation', '/api/users/unlock'])(
      'answers the 11th PUT %s within a minute with 429',
      async (path) => {
        const client = freshClient(stack);
        const statuses: number[] = [];
        for (let attempt = 1; attempt <= 12; attempt += 1) {
          statuses.push((await client.put(path, { confirmation_token: 'x', unlock_token: 'x' })).status);
        }
        expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
        expect(statuses.slice(10)).toEqual([429, 429]);
      },
    );
  });

  describe('content types', () => {
    it.each([
      ['application/x-www-form-urlencoded', 'user[email]=a%40example.test&user[password]=x'],
      ['text/plain', '{"user":{"email":"a@example.test","password":"x"}}'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ],
    ])('answers a %s body on a JSON route with 415', async (type, body) => {
      const client = freshClient(stack);
      await client.get('/api/health');
      const res = await client.fetch(SIGN_IN, {
        method: 'POST',
        headers: { 'content-type': type, 'x-csrf-token': client.cookie('dm_csrf') ?? '' },
        body,
      });
      expect(res.status).toBe(415);
      const answer = (await res.json()) as { error: string };
      expect(answer.error).toMatch(/JSON/);
    });

    it('still takes multipart on the upload routes', async () => {
      const form = new FormData();
      form.append('template[name]', 'Deck');
      const res = await member.post('/api/app/templates', form);
      expect(res.status).toBe(422);
    });
  });

  describe('upload forms', () => {
    it('says the form has too many parts instead of asking for a file', async () => {
      const form = new FormData();
      for (let i = 0; i < 20; i += 1) form.append(`extra[${i}]`, 'x');
      form.append('template[file]', new Blob([Buffer.from('PK')]), 'deck.pptx');
      const res = await member.post<{ errors: Record<string, string[]> }>('/api/app/templates', form);
      expect(res.status).toBe(422);
      expect(res.body.errors['file']?.[0]).toMatch(/too many (parts|fields)/i);
    });
  });

  describe('text inputs with control characters', () => {
    it.each([
      ['a NUL byte', 'ada\u0000@example.test'],
      ['an escape character', 'ada\u001b[31m@example.test'],
      ['DEL', 'ada\u007f@example.test'],
      ['a lone surrogate', 'ada\ud800@example.test'],
    ])('answers sign-in with %s by 422 keyed by the field', async (_what, email) => {
      const res = await freshClient(stack).post<{ errors: Record<string, string[]> }>(
        SIGN_IN,
        signInBody(email),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors['email']?.[0]).toMatch(/control character|invalid character/i);
    });

    it('keeps newlines and tabs where text may span lines', async () => {
      const res = await freshClient(stack).post<{ errors: Record<string, string[]> }>(
        SIGN_IN,
        signInBody('line\tone\nline two@example.test'),
      );
      expect(res.status).not.toBe(500);
      expect(res.body.errors?.['email']?.[0] ?? '').not.toMatch(/control character/i);
    });

    it('answers a control character in a path parameter or query by 422', async () => {
      const param = await member.get<{ errors: Record<string, string[]> }>('/api/app/templates/1%00');
      expect(param.status).toBe(422);
      expect(Object.keys(param.body.errors)).toEqual(['id']);
      const query = await member.get<{ errors: Record<string, string[]> }>('/api/app/templates?page=%0A');
      expect(query.status).toBe(422);
      expect(Object.keys(query.body.errors)).toEqual(['page']);
    });

    it('answers a control character in an upload form field by 422', async () => {
      const form = new FormData();
      form.append('template[name]', 'Deck\u0000');
      form.append('template[file]', new Blob([Buffer.from('PK')]), 'deck.pptx');
      const res = await member.post<{ errors: Record<string, string[]> }>('/api/app/templates', form);
      expect(res.status).toBe(422);
      expect(res.body.errors['name']?.[0]).toMatch(/control character/i);
    });
  });

  describe('metrics', () => {
    it('hides /metrics from the public without the token', async () => {
      const anonymous = await freshClient(stack).get('/metrics');
      expect(anonymous.status).toBe(404);
      const wrong = await freshClient(stack).get('/metrics', { authorization: 'Bearer nope' });
      expect(wrong.status).toBe(404);
      const scraper = await freshClient(stack).get('/metrics', {
        authorization: 'Bearer metrics-token-for-tests',
      });
      expect(scraper.status).toBe(200);
      expect(scraper.text).toContain('deckmill_http_request_duration_seconds');
    });
  });
});
