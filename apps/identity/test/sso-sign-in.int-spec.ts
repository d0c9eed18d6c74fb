import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { AdminBootstrap } from '@deckmill/identity-service';
import { DomainException, RpcClient } from '@deckmill/messaging';
import { clientIp, linkFromMail, register, signIn, uniqueEmail } from './account-helpers';

const ADMIN_EMAIL = `sso-boss-${process.pid}-${Date.now()}@example.test`;

interface SessionBody {
  user: null | { id: string; admin: boolean; confirmed: boolean };
}

/**
 * Identity's side of an SSO sign-in, called as the gateway calls it once the
 * team's provider vouched for the address (apps/gateway/test/sso.int-spec.ts runs the whole flow).
 */
describe('SSO sign-in in identity: taking an account back, operators, ADMIN_EMAIL', () => {
  let stack: TestStack;
  const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
  const ssoSignIn = (email: string) =>
    stack.app.get(RpcClient).call('identity.sso-sign-in', { email, name: 'Provider Name' });

  beforeAll(async () => {
    stack = await startTestStack({
      targets: ['gateway', 'identity', 'mail'],
      s3: false,
      modules: { identity: { adminEmail: ADMIN_EMAIL } },
    });
  });

  afterAll(async () => {
    await stack.stop();
  });

  async function ssoLinkedAt(email: string): Promise<Date | null> {
    const rows = (await stack.dataSource?.query(
      `SELECT sso_linked_at FROM ${quoteIdent(serviceSchema('identity'))}."users" WHERE email = $1`,
      [email],
    )) as { sso_linked_at: Date | null }[];
    return rows[0]?.sso_linked_at ?? null;
  }

  it('takes the unconfirmed ADMIN_EMAIL account back, and neither its old link nor start-up promotes it', async () => {
    const squatter = client();
    await register(squatter, ADMIN_EMAIL);
    const link = await linkFromMail(stack, ADMIN_EMAIL, /Confirm/);
    const key = await squatter.post<{ api_key: { token: string } }>('/api/settings/api_keys', {
      api_key: { name: 'squatter', scopes: ['read', 'generate', 'manage'] },
    });
    expect(key.status).toBe(201);
    const automation = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });
    // A live key is known (403: account pages are for browsers); a revoked one is nobody (401).
    expect((await automation.get('/api/settings/profile')).status).toBe(403);

    const reply = await ssoSignIn(` ${ADMIN_EMAIL.toUpperCase()} `);
    expect(reply.created).toBe(false);
    expect(await ssoLinkedAt(ADMIN_EMAIL)).toBeInstanceOf(Date);
    expect((await squatter.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await automation.get('/api/settings/profile')).status).toBe(401);
    expect((await signIn(client(), ADMIN_EMAIL)).status).toBe(422);

    // The confirmation link mailed at the squatter's sign-up is spent, and would not promote anyway.
    const token = link.searchParams.get('confirmation_token') ?? '';
    expect((await client().put('/api/users/confirmation', { confirmation_token: token })).status).toBe(422);
    await stack.app.get(AdminBootstrap).onApplicationBootstrap();
    const { users } = await stack.app.get(RpcClient).call('identity.find-users', { emails: [ADMIN_EMAIL] });
    expect(users[0]).toMatchObject({ admin: false, confirmedAt: expect.any(String) });
  });

  it('creates a confirmed, SSO-linked account at the first sign-in', async () => {
    const email = uniqueEmail('sso-new');
    expect((await ssoSignIn(email)).created).toBe(true);
    expect(await ssoLinkedAt(email)).toBeInstanceOf(Date);
  });

  it('refuses an operator (forbidden operator_password_only), leaving the account as it was', async () => {
    const browser = client();
    const email = uniqueEmail('sso-operator');
    const registered = await register(browser, email);
    const userId = registered.body.user?.id ?? '';
    await stack.app.get(RpcClient).call('identity.admin-update-user', { userId, admin: true });

    const refused = await ssoSignIn(email).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainException);
    expect((refused as DomainException).domainError).toMatchObject({
      kind: 'forbidden',
      code: 'operator_password_only',
    });
    expect(await ssoLinkedAt(email)).toBeNull();
    expect((await browser.get<SessionBody>('/api/session')).body.user).toMatchObject({ id: userId });
    expect((await signIn(client(), email)).status).toBe(200);
  });
});
