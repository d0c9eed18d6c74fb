import { InvalidMessageError, MESSAGE_BUS, RpcClient, type MessageBus } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { GOOD_PASSWORD, clientIp, linkFromMail, register, signIn, uniqueEmail } from './account-helpers';

interface SessionBody {
  user: null | {
    id: string;
    email: string;
    name: string;
    admin: boolean;
    company: string | null;
    subscription_tier: string;
    theme_preference: string;
  };
}
interface ApiKeyBody {
  id: string;
  name: string;
  prefix: string;
  token?: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
}

const ADMIN_EMAIL = 'first-operator@example.test';

describe('profile, API keys, deletion and events', () => {
  let stack: TestStack;
  const client = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });

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

  async function signedIn(): Promise<{ browser: TestClient; email: string }> {
    const browser = client();
    const email = uniqueEmail();
    await register(browser, email);
    return { browser, email };
  }

  it('updates name and company at once', async () => {
    const { browser, email } = await signedIn();
    const res = await browser.put('/api/settings/profile', { name: 'Grace Hopper', company: '', email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      profile: {
        name: 'Grace Hopper',
        company: null,
        email,
        unconfirmed_email: null,
        theme_preference: 'system',
      },
    });
    expect((await browser.get<SessionBody>('/api/session')).body.user?.name).toBe('Grace Hopper');
  });

  it('saves the theme alone and answers it on the session, keeping the rest of the profile', async () => {
    const { browser, email } = await signedIn();
    expect((await browser.get<SessionBody>('/api/session')).body.user?.theme_preference).toBe('system');
    await browser.put('/api/settings/profile', { name: 'Ada', company: 'Engines', email });

    const dark = await browser.put('/api/settings/profile', { theme_preference: 'dark' });
    expect(dark.status).toBe(200);
    expect(dark.body).toEqual({
      profile: { name: 'Ada', company: 'Engines', email, unconfirmed_email: null, theme_preference: 'dark' },
    });
    expect((await browser.get<SessionBody>('/api/session')).body.user).toMatchObject({
      theme_preference: 'dark',
      company: 'Engines',
    });

    const refused = await browser.put<{ errors: Record<string, string[]> }>('/api/settings/profile', {
      theme_preference: 'sepia',
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['theme_preference']);
    expect((await browser.get<SessionBody>('/api/session')).body.user?.theme_preference).toBe('dark');
  });

  it('keys profile errors by name, company and email', async () => {
    const { browser } = await signedIn();
    const res = await browser.put<{ errors: Record<string, string[]> }>('/api/settings/profile', {
      name: ' ',
      company: 'x'.repeat(201),
      email: 'nope',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['company', 'email', 'name']);
  });

  it('changes the email only with the current password and after the new address confirms', async () => {
    const { browser, email } = await signedIn();
    const newEmail = uniqueEmail('moved');
    const without = await browser.put('/api/settings/profile', { name: 'Ada', email: newEmail });
    expect(without.status).toBe(422);
    expect(without.body).toMatchObject({ errors: { current_password: [expect.any(String)] } });
    const wrong = await browser.put('/api/settings/profile', {
      name: 'Ada',
      email: newEmail,
      current_password: 'not-it-at-all',
    });
    expect(wrong.status).toBe(422);
    const ok = await browser.put('/api/settings/profile', {
      name: 'Ada',
      email: newEmail,
      current_password: GOOD_PASSWORD,
    });
    expect(ok.body).toMatchObject({ profile: { email, unconfirmed_email: newEmail } });
    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(email) && /changing/.test(m.subject), 10_000);
    const link = await linkFromMail(stack, newEmail, /Confirm/);
    const confirm = await client().put('/api/users/confirmation', {
      confirmation_token: link.searchParams.get('confirmation_token'),
    });
    expect(confirm.status).toBe(200);
    expect((await browser.get<SessionBody>('/api/session')).body.user?.email).toBe(newEmail);
    expect((await signIn(client(), newEmail)).status).toBe(200);
  });

  it('creates an API key shown once, lists it by prefix, authenticates Bearer calls and revokes it', async () => {
    const { browser } = await signedIn();
    const created = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'CI' });
    expect(created.status).toBe(201);
    const token = created.body.api_key.token ?? '';
    expect(token).toMatch(/^dmk_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(created.body.api_key.prefix)).toBe(true);
    const listed = await browser.get<{ api_keys: ApiKeyBody[] }>('/api/settings/api_keys');
    expect(listed.body.api_keys).toEqual([expect.objectContaining({ name: 'CI', last_used_at: null })]);
    expect(listed.body.api_keys[0]).not.toHaveProperty('token');

    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${token}` });
    const session = await api.get<SessionBody>('/api/session');
    expect(session.body.user).not.toBeNull();
    const relisted = await browser.get<{ api_keys: ApiKeyBody[] }>('/api/settings/api_keys');
    expect(relisted.body.api_keys[0]?.last_used_at).not.toBeNull();

    expect((await browser.delete(`/api/settings/api_keys/${created.body.api_key.id}`)).status).toBe(204);
    expect((await api.get<SessionBody>('/api/session')).body.user).toBeNull();
  });

  it('keeps each key’s scopes (all three unless chosen) and refuses an unknown or empty choice', async () => {
    const { browser } = await signedIn();
    const all = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'All' });
    expect(all.body.api_key.scopes).toEqual(['read', 'generate', 'manage']);
    const chosen = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', {
      api_key: { name: 'Reader', scopes: ['manage', 'read', 'read'] },
    });
    expect([chosen.status, chosen.body.api_key.scopes]).toEqual([201, ['read', 'manage']]);
    const listed = await browser.get<{ api_keys: ApiKeyBody[] }>('/api/settings/api_keys');
    expect(listed.body.api_keys.map((key) => [key.name, key.scopes])).toEqual([
      ['Reader', ['read', 'manage']],
      ['All', ['read', 'generate', 'manage']],
    ]);
    for (const scopes of [[], ['admin'], 'read']) {
      const refused = await browser.post<{ errors: Record<string, string[]> }>('/api/settings/api_keys', {
        name: 'Bad',
        scopes,
      });
      expect([refused.status, Object.keys(refused.body.errors)]).toEqual([422, ['scopes']]);
    }
  });

  it('records a key’s last use when it authenticates, at most once a minute', async () => {
    const { browser } = await signedIn();
    const created = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'Clock' });
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${created.body.api_key.token}` });
    const lastUsed = async () =>
      (await browser.get<{ api_keys: ApiKeyBody[] }>('/api/settings/api_keys')).body.api_keys[0]
        ?.last_used_at;
    expect(await lastUsed()).toBeNull();
    await api.get('/api/session');
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await api.get('/api/session');
    await api.get('/api/session');
    // Within the minute: not written again (no write per request).
    expect(await lastUsed()).toBe(first);
  });

  it('does not let an API key manage accounts or sessions', async () => {
    const { browser } = await signedIn();
    const created = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'Bot' });
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${created.body.api_key.token}` });
    expect((await api.get('/api/settings/api_keys')).status).toBe(403);
    expect((await api.post('/api/settings/api_keys', { name: 'more' })).status).toBe(403);
    expect((await api.get('/api/settings/profile')).status).toBe(403);
    expect((await api.delete('/api/users/sign_out')).status).toBe(403);
  });

  it("answers 404 for another user's API key and an unknown Bearer key is anonymous", async () => {
    const owner = await signedIn();
    const created = await owner.browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', {
      name: 'X',
    });
    const other = await signedIn();
    const res = await other.browser.delete(`/api/settings/api_keys/${created.body.api_key.id}`);
    expect(res.status).toBe(404);
    const stranger = new TestClient(stack.baseUrl, { authorization: 'Bearer dmk_forged' });
    expect((await stranger.get('/api/settings/api_keys')).status).toBe(401);
  });

  it('lets a Bearer header decide alone and takes keys from that header only', async () => {
    const { browser } = await signedIn();
    const created = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'Hdr' });
    const token = created.body.api_key.token ?? '';
    // An unknown key beside a live session: anonymous, and the session cookie is kept.
    const unknownKey = await browser.get<SessionBody>('/api/session', { authorization: 'Bearer dmk_forged' });
    expect(unknownKey.body.user).toBeNull();
    expect(unknownKey.headers.getSetCookie().filter((line) => line.startsWith('dm_session='))).toEqual([]);
    expect((await browser.get<SessionBody>('/api/session')).body.user).not.toBeNull();
    // The key in the header signs in; in the query string or the body it is no key at all.
    const withKey = new TestClient(stack.baseUrl, { authorization: `Bearer ${token}` });
    expect((await withKey.get<SessionBody>('/api/session')).body.user).not.toBeNull();
    expect((await withKey.post('/api/settings/api_keys', { name: 'more' })).status).toBe(403);
    const anonymous = client();
    const inQuery = await anonymous.get<SessionBody>(`/api/session?access_token=${token}`);
    expect(inQuery.body.user).toBeNull();
    const inBody = await anonymous.post('/api/settings/api_keys', { name: 'more', access_token: token });
    expect(inBody.status).toBe(401);
  });

  it('clears a session cookie that names no live session', async () => {
    const stale = client();
    stale.setCookie('dm_session', 'no-such-session');
    const res = await stale.get<SessionBody>('/api/session');
    expect(res.body.user).toBeNull();
    const cleared = res.headers.getSetCookie().find((line) => line.startsWith('dm_session='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(stale.cookie('dm_session')).toBeUndefined();
  });

  it('keys an empty API key name as name', async () => {
    const { browser } = await signedIn();
    const res = await browser.post('/api/settings/api_keys', { name: '' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errors: { name: [expect.any(String)] } });
  });

  it('deletes a user with all sessions and keys at once, and publishes user.deleted', async () => {
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const deletedIds: string[] = [];
    const subscription = await bus.subscribeEvent(
      'user.deleted',
      { durable: 'test-user-deleted' },
      async (d) => {
        deletedIds.push(d.data.userId);
      },
    );
    const { browser, email } = await signedIn();
    const second = client();
    await signIn(second, email, GOOD_PASSWORD, true);
    const key = await browser.post<{ api_key: ApiKeyBody }>('/api/settings/api_keys', { name: 'K' });
    const userId = (await browser.get<SessionBody>('/api/session')).body.user?.id ?? '';
    await stack.app.get(RpcClient).call('identity.delete-user', { userId });
    expect((await browser.get<SessionBody>('/api/session')).body.user).toBeNull();
    expect((await second.get<SessionBody>('/api/session')).body.user).toBeNull();
    const api = new TestClient(stack.baseUrl, { authorization: `Bearer ${key.body.api_key.token}` });
    expect((await api.get<SessionBody>('/api/session')).body.user).toBeNull();
    await waitFor(() => deletedIds.includes(userId));
    await subscription.stop();
  });

  it('publishes user.registered at sign-up', async () => {
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const registered: string[] = [];
    const subscription = await bus.subscribeEvent(
      'user.registered',
      { durable: 'test-user-registered' },
      async (d) => {
        registered.push(d.data.email);
      },
    );
    const { email } = await signedIn();
    await waitFor(() => registered.includes(email));
    await subscription.stop();
  });

  it("keeps billing's subscription tier from subscription.changed", async () => {
    const { browser } = await signedIn();
    const userId = (await browser.get<SessionBody>('/api/session')).body.user?.id ?? '';
    const now = new Date().toISOString();
    await stack.app.get<MessageBus>(MESSAGE_BUS).publishEvent('subscription.changed', {
      userId,
      tier: 'professional',
      previousTier: 'free',
      effectiveAt: now,
      occurredAt: now,
    });
    await waitFor(
      async () =>
        (await browser.get<SessionBody>('/api/session')).body.user?.subscription_tier === 'professional',
    );
  });

  it('gives the ADMIN_EMAIL account the admin flag only once the confirmation link is followed', async () => {
    const browser = client();
    await register(browser, ADMIN_EMAIL);
    expect((await browser.get<SessionBody>('/api/session')).body.user?.admin).toBe(false);
    expect((await browser.get('/api/admin/users')).status).toBe(403);
    const link = await linkFromMail(stack, ADMIN_EMAIL, /confirm/i);
    const token = link.searchParams.get('confirmation_token') ?? '';
    expect((await browser.put('/api/users/confirmation', { confirmation_token: token })).status).toBe(200);
    expect((await browser.get<SessionBody>('/api/session')).body.user?.admin).toBe(true);
  });

  it('sends a mail once per mailId, even when the job comes twice at once or again later', async () => {
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const to = uniqueEmail('mail');
    const job = {
      mailId: `test:${to}`,
      to,
      template: 'batch-completed' as const,
      variables: {},
      target: { page: 'presentations' as const },
    };
    await Promise.all([bus.enqueueJob('mail.send', job), bus.enqueueJob('mail.send', job)]);
    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(to), 10_000);
    await bus.enqueueJob('mail.send', job);
    const marker = uniqueEmail('marker');
    await bus.enqueueJob('mail.send', { ...job, mailId: `test:${marker}`, to: marker });
    await stack.smtp.waitForMail((m) => m.envelopeTo.includes(marker), 10_000);
    expect(stack.smtp.messages.filter((m) => m.envelopeTo.includes(to))).toHaveLength(1);
  });

  it('dead-letters a version 1 mail job whose link leaves the site, and v2 carries no path at all', async () => {
    const bus = stack.app.get<MessageBus>(MESSAGE_BUS);
    const to = uniqueEmail('evil');
    const evil = { mailId: `test:${to}`, to, template: 'reset-password' as const };
    await expect(
      bus.enqueueJob('mail.send', { ...evil, variables: { path: '//evil.example/steal' } }),
    ).rejects.toThrow(InvalidMessageError);
    await bus.enqueueJob('mail.send.v1', {
      mailId: `test:${to}`,
      to,
      template: 'reset-password',
      variables: { path: '//evil.example/steal' },
    });
    await waitFor(async () =>
      (await bus.readDeadLetters(100)).some((letter) => JSON.stringify(letter.data).includes(to)),
    );
    expect(stack.smtp.messages.some((m) => m.envelopeTo.includes(to))).toBe(false);
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
