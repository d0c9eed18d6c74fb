import { TestClient, recordEvents, startTestStack, type TestStack } from '@deckmill/server-harness';
import { clientIp, register, signIn, uniqueEmail } from './account-helpers';

const USER_AGENT = 'Mozilla/5.0 (audit spec) Firefox/140.0';

/**
 * Identity announces sign-ins (and refusals), sign-outs and API keys, and each event reaches its
 * consumer with who did it and from where: the client's address as the gateway resolved it (X-Forwarded-For
 * from the trusted loopback proxy) and its user agent.
 */
describe('identity activity events carry who and from where', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ targets: ['gateway', 'identity', 'mail'], s3: false });
  });

  afterAll(async () => {
    await stack.stop();
  });

  function browserAt(ip: string): TestClient {
    return new TestClient(stack.baseUrl, { 'x-forwarded-for': ip, 'user-agent': USER_AGENT });
  }

  it('announces failed sign-ins (unknown e-mail, bad password) and a successful one, from the client', async () => {
    const failed = await recordEvents(stack, 'session.failed_sign_in');
    const signedIn = await recordEvents(stack, 'session.signed_in');
    const ip = clientIp();
    const browser = browserAt(ip);
    const email = uniqueEmail('audit');
    const unknown = uniqueEmail('nobody');
    const userId = (await register(browser, email)).body.user?.id ?? '';
    expect(userId).not.toBe('');

    expect((await signIn(browserAt(ip), unknown)).status).toBe(422);
    expect((await signIn(browserAt(ip), email, 'not-the-password-9')).status).toBe(422);
    const byUnknown = await failed.waitFor((data) => data.email === unknown);
    expect(byUnknown.data).toMatchObject({ userId: null, reason: 'unknown_email' });
    expect(byUnknown.context).toMatchObject({ ip, userAgent: USER_AGENT });
    expect(byUnknown.context?.actor).toBeUndefined();
    const byPassword = await failed.waitFor((data) => data.email === email);
    expect(byPassword.data).toMatchObject({ userId, reason: 'bad_password' });
    expect(byPassword.context).toMatchObject({ ip, userAgent: USER_AGENT });

    const success = await signedIn.waitFor((data) => data.userId === userId);
    expect(success.data).toMatchObject({ email, sessionId: expect.any(String) });
    expect(success.context).toMatchObject({ ip, userAgent: USER_AGENT });
    await Promise.all([failed.stop(), signedIn.stop()]);
  });

  it('announces an API key created and revoked, and a sign-out, as the signed-in user', async () => {
    const created = await recordEvents(stack, 'api_key.created');
    const revoked = await recordEvents(stack, 'api_key.revoked');
    const signedOut = await recordEvents(stack, 'session.signed_out');
    const ip = clientIp();
    const browser = browserAt(ip);
    const email = uniqueEmail('keys');
    const userId = (await register(browser, email)).body.user?.id ?? '';
    const key = await browser.post<{ api_key: { id: string } }>('/api/settings/api_keys', {
      api_key: { name: 'CI deploys', scopes: ['read'] },
    });
    expect(key.status).toBe(201);
    const keyId = key.body.api_key.id;

    const made = await created.waitFor((data) => data.apiKeyId === keyId);
    expect(made.data).toMatchObject({ userId, name: 'CI deploys', scopes: ['read'] });
    expect(made.context).toMatchObject({
      actor: { kind: 'user', userId, email },
      ip,
      userAgent: USER_AGENT,
    });

    expect((await browser.delete(`/api/settings/api_keys/${keyId}`)).status).toBe(204);
    const gone = await revoked.waitFor((data) => data.apiKeyId === keyId);
    expect(gone.data).toMatchObject({ userId, name: 'CI deploys' });
    expect(gone.context).toMatchObject({ actor: { kind: 'user', userId }, ip });

    expect((await browser.delete('/api/users/sign_out')).status).toBeLessThan(300);
    const out = await signedOut.waitFor((data) => data.userId === userId);
    expect(out.context).toMatchObject({ actor: { kind: 'user', userId }, ip, userAgent: USER_AGENT });
    await Promise.all([created.stop(), revoked.stop(), signedOut.stop()]);
  });
});
