import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { GOOD_PASSWORD, clientIp, signIn, signUp, uniqueEmail } from './account-helpers';

interface SessionBody {
  user: null | {
    id: string;
    email: string;
    name: string;
    company: string | null;
    admin: boolean;
    subscription_tier: string;
    current_month_usage: number;
    usage_limit: number | null;
    confirmed: boolean;
    confirmation_grace_ends_at: string | null;
  };
  csrf_token: string;
}

describe('sign up, sign in and the session', () => {
  let stack: TestStack;
  const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity'], s3: false });
  });

  afterAll(async () => {
    await stack.stop();
  });

  it('answers an anonymous session with a null user and the CSRF token', async () => {
    const browser = client();
    const res = await browser.get<SessionBody>('/api/session');
    expect(res.status).toBe(200);
    expect(res.body.user).toBeNull();
    expect(res.body.csrf_token).toBe(browser.cookie('dm_csrf'));
  });

  it('signs a new user up without a session; they sign in during the grace period, with the spec fields', async () => {
    const browser = client();
    const email = uniqueEmail();
    const res = await signUp(browser, `  ${email.toUpperCase()} `);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: null,
      csrf_token: browser.cookie('dm_csrf'),
      message: expect.stringMatching(/confirmation link has been sent/),
    });
    expect(res.headers.getSetCookie().some((c) => c.startsWith('dm_session='))).toBe(false);
    expect((await browser.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await signIn(browser, email)).status).toBe(200);
    const session = await browser.get<SessionBody>('/api/session');
    expect(session.body.user).toMatchObject({
      email,
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      admin: false,
      subscription_tier: 'free',
      current_month_usage: 0,
      usage_limit: 10,
      confirmed: false,
    });
    const graceEnds = Date.parse(session.body.user?.confirmation_grace_ends_at ?? '');
    expect(graceEnds - Date.now()).toBeGreaterThan(71 * 3600_000);
  });

  it('validates sign-up fields with the spec keys and the first error as error', async () => {
    const res = await client().post<{ error: string; errors: Record<string, string[]> }>('/api/users', {
      user: { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(
      expect.arrayContaining(['user.name', 'user.email', 'user.password', 'user.password_confirmation']),
    );
    expect(res.body.error).toBe(res.body.errors['user.name']?.[0]);
  });

  it('refuses common passwords and passwords over 128 characters', async () => {
    const common = await signUp(client(), uniqueEmail(), 'password1');
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ errors: { 'user.password': [expect.stringMatching(/common/)] } });
    const long = await signUp(client(), uniqueEmail(), 'x'.repeat(129));
    expect(long.status).toBe(422);
  });

  it('verifies the whole password: a 100-character one differing in its last character fails', async () => {
    const email = uniqueEmail();
    const password = 'tidal-quasar-'.repeat(7).slice(0, 99) + 'A';
    expect((await signUp(client(), email, password)).status).toBe(201);
    expect((await signIn(client(), email, password.slice(0, 99) + 'B')).status).toBe(422);
    expect((await signIn(client(), email, password)).status).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const wrong = await signIn(client(), email, 'not-the-password');
    const unknown = await signIn(client(), uniqueEmail('nobody'), 'not-the-password');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.errors).toEqual({ password: ['Invalid email or password.'] });
  });

  it('sets a browser-session cookie without remember me and a two-week one with it', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const plain = await signIn(client(), email);
    const plainCookie = plain.headers.getSetCookie().find((c) => c.startsWith('dm_session='));
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).not.toMatch(/Max-Age|Expires/i);
    expect(plainCookie).not.toMatch(/Domain=/i);
    const remembered = await signIn(client(), email, GOOD_PASSWORD, true);
    const rememberedCookie = remembered.headers.getSetCookie().find((c) => c.startsWith('dm_session='));
    expect(rememberedCookie).toMatch(/Max-Age=1209600/);
  });

  it('gives a new session token at every sign-in and ends it at sign out (both routes)', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const browser = client();
    await signIn(browser, email);
    const first = browser.cookie('dm_session');
    await signIn(browser, email);
    const second = browser.cookie('dm_session');
    expect(second).not.toBe(first);
    const earlier = client();
    earlier.setCookie('dm_session', first ?? '');
    expect((await earlier.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await browser.delete('/api/users/sign_out')).status).toBe(204);
    const replay = client();
    replay.setCookie('dm_session', second ?? '');
    expect((await replay.get<SessionBody>('/api/session')).body.user).toBeNull();

    const other = client();
    await signIn(other, email);
    const token = other.cookie('dm_session') ?? '';
    expect((await other.post('/api/logout')).status).toBe(204);
    const stolen = client();
    stolen.setCookie('dm_session', token);
    expect((await stolen.get<SessionBody>('/api/session')).body.user).toBeNull();
  });

  it('documents the account routes in the OpenAPI document', async () => {
    const res = await client().get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/session', '/api/users', '/api/users/sign_in', '/api/settings/api_keys']),
    );
  });

  it('refuses a state-changing account call without the CSRF header', async () => {
    const browser = client();
    await browser.get('/api/session');
    const res = await browser.post('/api/users/sign_in', { user: {} }, { 'x-csrf-token': 'forged' });
    expect(res.status).toBe(403);
  });
});
