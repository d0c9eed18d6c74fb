import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { IdentityClock } from '@deckmill/identity-service';
import { DomainException, RpcClient } from '@deckmill/messaging';
import {
  GOOD_PASSWORD,
  clientIp,
  linkFromMail,
  register,
  signIn,
  signUp,
  uniqueEmail,
} from './account-helpers';

interface SessionBody {
  user: null | { id: string; confirmed: boolean; confirmation_grace_ends_at: string | null };
}

const HOUR = 3600_000;

describe('confirmation mail, password reset and token expiry', () => {
  let stack: TestStack;
  let clock: IdentityClock;
  const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'mail'], s3: false });
    clock = stack.app.get(IdentityClock);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await stack.stop();
  });

  /** Moves identity's clock forward (token and session expiry) from now on. */
  function advance(ms: number): void {
    const at = Date.now() + ms;
    jest.spyOn(clock, 'now').mockImplementation(() => new Date(at));
  }

  it('mails a multipart confirmation with a link on APP_URL that confirms the account', async () => {
    const browser = client();
    const email = uniqueEmail();
    await register(browser, email);
    const mail = await stack.smtp.waitForMail((m) => m.envelopeTo.includes(email), 10_000);
    expect(mail.subject).toBe('Confirm your email address | Deckmill');
    expect(mail.html).toContain('href="http://localhost/users/confirmation?confirmation_token=');
    const link = await linkFromMail(stack, email, /Confirm/);
    expect(link.pathname).toBe('/users/confirmation');
    const token = link.searchParams.get('confirmation_token') ?? '';
    const res = await client().put('/api/users/confirmation', { confirmation_token: token });
    expect(res.status).toBe(200);
    const session = await browser.get<SessionBody>('/api/session');
    expect(session.body.user).toMatchObject({ confirmed: true, confirmation_grace_ends_at: null });
    const again = await client().put('/api/users/confirmation', { confirmation_token: token });
    expect(again.status).toBe(422);
  });

  it('resends the confirmation mail and answers the same for unknown addresses', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    stack.smtp.clear();
    const known = await client().post('/api/users/confirmation', { user: { email } });
    const unknown = await client().post('/api/users/confirmation', {
      user: { email: uniqueEmail('nobody') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    await linkFromMail(stack, email, /Confirm/);
  });

  it('refuses app calls of an unconfirmed user once the 3-day grace is over, but not the session', async () => {
    const browser = client();
    const email = uniqueEmail();
    await register(browser, email);
    await stack.dataSource?.query(
      `UPDATE ${quoteIdent(serviceSchema('identity'))}."users"
         SET created_at = now() - interval '4 days' WHERE email = $1`,
      [email],
    );
    const session = await browser.get<SessionBody>('/api/session');
    expect(session.status).toBe(200);
    expect(session.body.user?.confirmed).toBe(false);
    const app = await browser.get<{ errors: Record<string, string[]> }>('/api/settings/api_keys');
    expect(app.status).toBe(403);
    expect(app.body.errors['confirmation']?.[0]).toMatch(/confirm your email/);
    expect((await browser.post('/api/users/confirmation', {})).status).toBe(200);
  });

  it('answers forgot password the same way whether or not the email exists', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const known = await client().post('/api/users/password', { user: { email } });
    const unknown = await client().post('/api/users/password', { user: { email: uniqueEmail('nobody') } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('resets the password by the mailed link, ends other sessions, signs in, and the link works once', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const elsewhere = client();
    await signIn(elsewhere, email);
    await client().post('/api/users/password', { user: { email } });
    const link = await linkFromMail(stack, email, /Reset your password/);
    expect(link.pathname).toBe('/users/password/edit');
    const token = link.searchParams.get('reset_password_token') ?? '';
    const browser = client();
    const newPassword = 'saffron-glacier-kite-7';
    const res = await browser.put<SessionBody>('/api/users/password', {
      user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).not.toBeNull();
    expect((await browser.get<SessionBody>('/api/session')).body.user).not.toBeNull();
    expect((await elsewhere.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await signIn(client(), email, GOOD_PASSWORD)).status).toBe(422);
    expect((await signIn(client(), email, newPassword)).status).toBe(200);
    const reused = await client().put('/api/users/password', {
      user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword },
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ errors: { 'user.reset_password_token': [expect.any(String)] } });
  });

  it("revokes the user's API keys on a password reset", async () => {
    const email = uniqueEmail();
    const owner = client();
    await register(owner, email);
    const created = await owner.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      name: 'CI',
    });
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${created.body.api_key.token}` });
    expect((await api.get<SessionBody>('/api/session')).body.user).not.toBeNull();
    await client().post('/api/users/password', { user: { email } });
    const token = (await linkFromMail(stack, email, /Reset your password/)).searchParams.get(
      'reset_password_token',
    );
    const password = 'saffron-glacier-kite-7';
    const reset = await client().put('/api/users/password', {
      user: { reset_password_token: token, password, password_confirmation: password },
    });
    expect(reset.status).toBe(200);
    expect((await api.get<SessionBody>('/api/session')).body.user).toBeNull();
  });

  it('refuses a reset link after 6 hours', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    await client().post('/api/users/password', { user: { email } });
    const token = (await linkFromMail(stack, email, /Reset/)).searchParams.get('reset_password_token');
    advance(6 * HOUR + 60_000);
    const res = await client().put('/api/users/password', {
      user: {
        reset_password_token: token,
        password: 'amber-lattice-snow',
        password_confirmation: 'amber-lattice-snow',
      },
    });
    expect(res.status).toBe(422);
  });

  it('ends a browser session after 2 idle hours and a remembered one after 2 weeks', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const browser = client();
    await signIn(browser, email);
    const remembered = client();
    await signIn(remembered, email, GOOD_PASSWORD, true);
    advance(2 * HOUR + 60_000);
    expect((await browser.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await remembered.get<SessionBody>('/api/session')).body.user).not.toBeNull();
    advance(14 * 24 * HOUR + 60_000);
    expect((await remembered.get<SessionBody>('/api/session')).body.user).toBeNull();
  });

  /** Signs in through identity as if from this address (the gateway's per-IP rate limit is spent by then). */
  async function signInFrom(ip: string, email: string, password = GOOD_PASSWORD): Promise<unknown> {
    try {
      await stack.app
        .get(RpcClient)
        .call('identity.sign-in', { email, password, rememberMe: false, clientIp: ip });
      return 'signed in';
    } catch (error) {
      return error instanceof DomainException ? error.domainError : error;
    }
  }

  /** Ten wrong passwords for an account over HTTP from one address; returns that address. */
  async function failTenTimes(email: string): Promise<string> {
    const ip = clientIp();
    const stranger = new TestClient(stack.baseUrl, { 'x-forwarded-for': ip });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(stranger, email, 'wrong-password')).body.errors).toHaveProperty('password');
    }
    return ip;
  }

  it('locks the account for the failing address only, answering like an unknown email, until unlocked', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const ip = await failTenTimes(email);
    const unknownEmail = await signInFrom(ip, uniqueEmail('nobody'));
    expect(unknownEmail).toMatchObject({ kind: 'invalid', fields: { password: [expect.any(String)] } });
    expect(await signInFrom(ip, email)).toEqual(unknownEmail);
    // A stranger's failures do not lock the owner out from the owner's own address.
    expect((await signIn(client(), email)).status).toBe(200);
    const link = await linkFromMail(stack, email, /locked/);
    const unlock = await client().put('/api/users/unlock', {
      unlock_token: link.searchParams.get('unlock_token'),
    });
    expect(unlock.status).toBe(200);
    expect(await signInFrom(ip, email)).toBe('signed in');
  });

  it('lifts a lock by itself after one hour', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const ip = await failTenTimes(email);
    expect(await signInFrom(ip, email)).not.toBe('signed in');
    advance(HOUR + 60_000);
    expect(await signInFrom(ip, email)).toBe('signed in');
  });

  it('lifts a lock with a password reset', async () => {
    const email = uniqueEmail();
    await signUp(client(), email);
    const ip = await failTenTimes(email);
    await client().post('/api/users/password', { user: { email } });
    const token = (await linkFromMail(stack, email, /Reset your password/)).searchParams.get(
      'reset_password_token',
    );
    const password = 'saffron-glacier-kite-7';
    await client().put('/api/users/password', {
      user: { reset_password_token: token, password, password_confirmation: password },
    });
    expect(await signInFrom(ip, email, password)).toBe('signed in');
  });

  it('limits sign-in to 10 requests a minute per IP with 429 and Retry-After', async () => {
    const browser = client();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(browser, uniqueEmail('nobody'), 'whatever-password')).status).toBe(422);
    }
    const limited = await signIn(browser, uniqueEmail('nobody'), 'whatever-password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(client(), uniqueEmail('nobody'), 'whatever-password')).status).toBe(422);
  });

  it('limits sign-up, forgot and reset the same way', async () => {
    const routes: Array<(c: TestClient) => Promise<{ status: number }>> = [
      (c) => c.post('/api/users', { user: {} }),
      (c) => c.post('/api/users/password', { user: { email: uniqueEmail() } }),
      (c) => c.put('/api/users/password', { user: {} }),
    ];
    for (const route of routes) {
      const browser = client();
      for (let attempt = 1; attempt <= 10; attempt += 1) expect((await route(browser)).status).not.toBe(429);
      expect((await route(browser)).status).toBe(429);
    }
  });
});
