import { SSO_ENFORCED_MESSAGE } from '@deckmill/api-contracts';
import { startOidcProvider, type IdTokenMode, type OidcTestProvider } from '@deckmill/testing';
import type { Page } from 'playwright-core';
import {
  TEST_PASSWORD,
  csrfToken,
  openBrowser,
  signOutInBrowser,
  signUpInBrowser,
  slowDownScripts,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';
import { axeViolations, overflowingElements, settle, sidewaysOverflow } from '../src/layout/pageChecks';
import { signUpOperator } from '../src/operator';

const STAMP = Date.now();
const OPERATOR = `operator-${STAMP}@example.test`;
const TEAM_ADMIN = `ada-${STAMP}@example.test`;
/** The team's email domain, and the provider's account on it that has never used Deckmill. */
const DOMAIN = 'acme.test';
const SSO_USER = { email: `sam-${STAMP}@${DOMAIN}`, name: 'Sam Single' };
/** Provider accounts for the refused sign-ins: a tampered ID token, one for another audience, a replay. */
const TAMPERED_USER = { email: `tess-${STAMP}@${DOMAIN}`, name: 'Tess Tampered' };
const AUDIENCE_USER = { email: `otto-${STAMP}@${DOMAIN}`, name: 'Otto Other' };
const REPLAY_USER = { email: `rita-${STAMP}@${DOMAIN}`, name: 'Rita Replay' };
const CALLBACK_PATH = '/api/users/sso/callback';
/** The sign-in page's words for `?sso_error=sign_in_failed` (apps/web-app/.../auth/components/ssoErrors.ts). */
const SIGN_IN_FAILED = 'Single sign-on did not complete. Please try again from the start.';
/** What the gateway logs when its own transaction check refuses a callback: no library reason after it. */
const REFUSED_BY_TRANSACTION = 'SSO sign-in refused (sign_in_failed)';

async function ok<T>(response: { status(): number; text(): Promise<string>; json(): Promise<unknown> }) {
  if (response.status() >= 300)
    throw new Error(`setup failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The account with this address in the admin panel's user list, if there is one. */
async function findUser(operator: BrowserSession, baseUrl: string, email: string) {
  const list = await ok<{ users: { id: string; email: string }[] }>(
    await operator.context.request.get(`${baseUrl}/api/admin/users?search=${encodeURIComponent(email)}`),
  );
  return list.users.find((row) => row.email === email);
}

/** The operator moves a user to Enterprise through the admin API (no payment provider in tests). */
async function makeEnterprise(operator: BrowserSession, baseUrl: string, email: string): Promise<void> {
  const user = await findUser(operator, baseUrl, email);
  if (!user) throw new Error(`no user ${email} in the admin list`);
  await ok(
    await operator.context.request.patch(`${baseUrl}/api/admin/users/${user.id}`, {
      headers: { 'x-csrf-token': await csrfToken(operator, baseUrl) },
      data: { subscription_tier: 'enterprise' },
    }),
  );
}

/**
 * Signs in on the provider's page (the test provider's form asks for the account's email; a password field
 * or a consent screen, if the provider shows them, are filled or granted) and waits to be back at the product.
 */
async function signInAtProvider(page: Page, idp: OidcTestProvider, baseUrl: string, email: string) {
  const provider = new URL(idp.issuer).origin;
  const product = new URL(baseUrl).origin;
  await page.waitForURL((url) => url.origin === provider, { timeout: 30_000 });
  const login = page.locator('input[name="email"], input[name="login"], input[type="email"]').first();
  await login.waitFor();
  await login.fill(email);
  const password = page.locator('input[type="password"]');
  if ((await password.count()) > 0) await password.first().fill('any-password');
  await page.locator('button[type="submit"], input[type="submit"]').first().click();

  const deadline = Date.now() + 30_000;
  while (new URL(page.url()).origin !== product) {
    if (Date.now() > deadline)
      throw new Error(`the provider did not send the browser back (at ${page.url()})`);
    if (await page.getByText('No such account.').isVisible()) throw new Error(`the provider has no ${email}`);
    const consent = page.getByRole('button', { name: /continue|authori[sz]e|allow|accept|yes/i }).first();
    if (await consent.isVisible().catch(() => false)) await consent.click();
    await page.waitForTimeout(250);
  }
}

/** "Sign in with SSO" on the sign-in page: opens the SSO form, types the work email and leaves. */
async function startSso(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Single sign-on' });
  if (!(await form.isVisible())) await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await form.getByLabel('Work email').fill(email);
  await form.getByRole('button', { name: 'Sign in with SSO' }).click();
}

async function sessionUser(browser: BrowserSession, baseUrl: string) {
  const res = await browser.context.request.get(`${baseUrl}/api/session`);
  return ((await res.json()) as { user: { email: string; confirmed: boolean } | null }).user;
}

/** The browser is back on the sign-in page with `?sso_error=<code>`, and the page says `message`. */
async function expectSsoRefused(page: Page, code: string, message: string): Promise<void> {
  await page.waitForURL(new RegExp(`/users/sign_in\\?(.*&)?sso_error=${code}(&|$)`));
  await page.getByRole('alert').getByText(message).waitFor();
}

async function hasTransactionCookie(browser: BrowserSession): Promise<boolean> {
  return (await browser.context.cookies()).some((cookie) => cookie.name === 'dm_sso_tx');
}

/**
 * Why the gateway refused SSO sign-ins since `from` (an offset in the product's output): its SsoSignIn
 * warnings (JSON lines), `SSO sign-in refused (<code>)` followed by the library's reason when the provider's
 * answer failed a check, and nothing more when Deckmill's own transaction check refused before asking it.
 */
function ssoRefusals(product: RunningProduct, from: number): string[] {
  return product
    .output()
    .slice(from)
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { context?: unknown; msg?: unknown };
        const refusal =
          entry.context === 'SsoSignIn' &&
          typeof entry.msg === 'string' &&
          entry.msg.startsWith('SSO sign-in refused');
        return refusal ? [entry.msg as string] : [];
      } catch {
        return [];
      }
    });
}

/** The refusals logged since `from`, once there is at least one (the log reaches the pipe a moment later). */
async function loggedRefusals(product: RunningProduct, from: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (ssoRefusals(product, from).length === 0) {
    if (Date.now() > deadline) throw new Error('the gateway logged no refused SSO sign-in');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ssoRefusals(product, from);
}

/**
 * Single sign-on end to end against a real OpenID provider on this machine (`oidc-provider`): a team
 * admin on Enterprise configures it in the team page, the operator verifies the domain in the admin panel, a
 * new person signs in through the provider (account created, confirmed, member of the team), and once SSO is
 * required, password sign-in for that address points to SSO, which still works.
 */
describe('single sign-on in the browser', () => {
  const env: Record<string, string> = { ADMIN_EMAIL: OPERATOR };
  let product: RunningProduct;
  let idp: OidcTestProvider;
  let operator: BrowserSession;
  let admin: BrowserSession;
  const visitors: BrowserSession[] = [];
  let teamShortId: string;
  let base: string;

  async function visitor(): Promise<BrowserSession> {
    const session = await openBrowser();
    visitors.push(session);
    return session;
  }

  beforeAll(async () => {
    product = await startProduct({ smtp: true, env });
    base = product.baseUrl;
    idp = await startOidcProvider({
      redirectUri: `${base}${CALLBACK_PATH}`,
      accounts: [SSO_USER, TAMPERED_USER, AUDIENCE_USER, REPLAY_USER],
    });
    // The provider listens on plain http on this machine: the gateway may reach exactly its host and port.
    // startProduct reads `env` at each launch, so the restart picks the allow-list up.
    env['OUTBOUND_ALLOW_HOSTS'] = new URL(idp.issuer).host;
    await product.restart();

    operator = await openBrowser();
    await signUpOperator(operator, product, OPERATOR);
    admin = await openBrowser();
    await signUpInBrowser(admin, base, { name: 'Ada Admin', email: TEAM_ADMIN });
    await makeEnterprise(operator, base, TEAM_ADMIN);
    const team = await ok<{ short_id: string }>(
      await admin.context.request.post(`${base}/api/app/teams`, {
        headers: { 'x-csrf-token': await csrfToken(admin, base) },
        data: { team: { name: 'Acme' } },
      }),
    );
    teamShortId = team.short_id;
  }, 300_000);

  afterAll(async () => {
    for (const session of visitors) await session.close();
    await admin?.close();
    await operator?.close();
    await idp?.stop();
    await product?.dispose();
  });

  it('sends an address whose domain has no SSO back to the sign-in page with a message', async () => {
    const page = await (await visitor()).newPage();
    await page.goto(`${base}/users/sign_in`);
    await startSso(page, `nobody-${STAMP}@nowhere.test`);
    await page.waitForURL(/\/users\/sign_in\?(.*&)?sso_error=no_sso_for_domain(&|$)/);
    await page.getByRole('alert').getByText('No single sign-on is set up for this email domain.').waitFor();
  });

  it('lets the Enterprise team admin configure SSO on the team page', async () => {
    const page = await admin.newPage();
    await page.goto(`${base}/app/teams/${teamShortId}`);
    await page
      .getByRole('tablist', { name: 'Team sections' })
      .getByRole('tab', { name: 'Single sign-on' })
      .click();
    await page.waitForURL(`${base}/app/teams/${teamShortId}?tab=sso`);
    await page.getByText(`${base}/api/users/sso/callback`, { exact: true }).waitFor();

    await page.getByLabel('Issuer URL', { exact: true }).fill(idp.issuer);
    await page.getByLabel('Client ID', { exact: true }).fill(idp.clientId);
    await page.getByLabel('Client secret', { exact: true }).fill(idp.clientSecret);
    await page.getByLabel('Email domains', { exact: true }).fill(DOMAIN);
    await page.getByRole('button', { name: 'Set up SSO' }).click();
    await page.getByText(/Single sign-on was set up\./).waitFor();

    const domains = page.getByRole('list', { name: 'Domains' });
    await domains.getByText(DOMAIN, { exact: true }).first().waitFor();
    await domains.getByText('Not verified').waitFor();
    const secret = page.getByLabel('Client secret', { exact: true });
    await expect(secret.inputValue()).resolves.toBe('');
    await expect(secret.getAttribute('placeholder')).resolves.toBe('stored; leave blank to keep');
    // The secret is write-only: the API never returns it.
    const view = await admin.context.request.get(`${base}/api/app/teams/${teamShortId}/sso`);
    expect(await view.text()).not.toContain(idp.clientSecret);
    await page.close();
  });

  it('fits a 360 px phone in light and dark: the SSO tab with its TXT record, and the open SSO sign-in form', async () => {
    const signedIn = await admin.context.storageState();
    const problems: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const [path, state, open] of [
        [
          `/app/teams/${teamShortId}?tab=sso`,
          signedIn,
          (page: Page) => page.getByRole('list', { name: 'Domains' }).waitFor(),
        ],
        [
          '/users/sign_in',
          undefined,
          (page: Page) => page.getByRole('button', { name: 'Sign in with SSO' }).click(),
        ],
      ] as const) {
        // axe-core is injected as a script, which the product's CSP rightly refuses.
        const context = await admin.browser.newContext({
          viewport: { width: 360, height: 800 },
          colorScheme,
          bypassCSP: true,
          storageState: state,
        });
        await slowDownScripts(context);
        const page = await context.newPage();
        await page.goto(`${base}${path}`);
        await settle(page);
        await open(page);
        const where = `${path} @360 ${colorScheme}`;
        if ((await sidewaysOverflow(page)) > 0)
          problems.push(`${where}: scrolls sideways (${(await overflowingElements(page)).join(' ')})`);
        for (const violation of await axeViolations(page)) problems.push(`${where}: ${violation}`);
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });

  it('lets the operator mark the domain verified in the admin panel', async () => {
    const page = await operator.newPage();
    await page.goto(`${base}/admin/teams/${teamShortId}`);
    const card = page.getByRole('region', { name: 'Single sign-on' });
    await card.getByLabel('Email domain', { exact: true }).fill(DOMAIN);
    await card.getByRole('button', { name: 'Mark verified' }).click();
    await card.getByText(`${DOMAIN} is marked verified.`).waitFor();
    await page.close();

    const teamPage = await admin.newPage();
    await teamPage.goto(`${base}/app/teams/${teamShortId}?tab=sso`);
    await teamPage.getByRole('list', { name: 'Domains' }).getByText('Verified by Deckmill').waitFor();
    await teamPage.close();
  });

  it('signs a new person in through the provider: account created, confirmed, a member of the team', async () => {
    const person = await visitor();
    const page = await person.newPage();
    await page.goto(`${base}/users/sign_in`);
    await startSso(page, SSO_USER.email);
    await signInAtProvider(page, idp, base, SSO_USER.email);
    await page.waitForURL(`${base}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await expect(sessionUser(person, base)).resolves.toMatchObject({
      email: SSO_USER.email,
      confirmed: true,
    });
    await page.goto(`${base}/app/teams/${teamShortId}`);
    await page.getByRole('heading', { level: 1, name: 'Acme' }).waitFor();
    const members = page.getByRole('list', { name: 'Members' });
    await members.getByText(SSO_USER.email).waitFor();
    // A member, not an admin: no section tabs, no settings.
    await expect(page.getByRole('tablist', { name: 'Team sections' }).count()).resolves.toBe(0);
    const detail = await person.context.request.get(`${base}/api/app/teams/${teamShortId}`);
    expect(((await detail.json()) as { role: string }).role).toBe('member');
  });

  it('with SSO required, refuses password sign-in for the address with a pointer to SSO, which works', async () => {
    const page = await admin.newPage();
    await page.goto(`${base}/app/teams/${teamShortId}?tab=sso`);
    await page.getByRole('checkbox', { name: 'Require SSO for these domains' }).check();
    await page.getByRole('button', { name: 'Save SSO settings' }).click();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await page.close();

    const person = await visitor();
    const signIn = await person.newPage();
    await signIn.goto(`${base}/users/sign_in`);
    await signIn.getByLabel('Email', { exact: true }).fill(SSO_USER.email);
    await signIn.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signIn.getByRole('alert').filter({ hasText: SSO_ENFORCED_MESSAGE }).first().waitFor();
    await expect(sessionUser(person, base)).resolves.toBeNull();

    const form = signIn.getByRole('form', { name: 'Single sign-on' });
    await expect(form.getByLabel('Work email').inputValue()).resolves.toBe(SSO_USER.email);
    await form.getByRole('button', { name: 'Sign in with SSO' }).click();
    await signInAtProvider(signIn, idp, base, SSO_USER.email);
    await signIn.waitForURL(`${base}/dashboard`);
    await expect(sessionUser(person, base)).resolves.toMatchObject({ email: SSO_USER.email });

    expect(admin.consoleErrors.filter((line) => line.startsWith(base))).toEqual([]);
  });

  /**
   * One sign-in through the provider with the token endpoint's ID token rewritten (`setIdTokenMode`): it must
   * end on the sign-in page with the SSO message, signed out, with no account created, refused for `reason`
   * (openid-client's words in the gateway's log).
   */
  async function expectIdTokenRefused(mode: Exclude<IdTokenMode, 'valid'>, email: string, reason: RegExp) {
    const person = await visitor();
    const page = await person.newPage();
    const from = product.output().length;
    await idp.setIdTokenMode(mode);
    try {
      await page.goto(`${base}/users/sign_in`);
      await startSso(page, email);
      await signInAtProvider(page, idp, base, email);
      await expectSsoRefused(page, 'sign_in_failed', SIGN_IN_FAILED);
    } finally {
      await idp.setIdTokenMode('valid');
    }
    const refusals = await loggedRefusals(product, from);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(reason);
    await expect(sessionUser(person, base)).resolves.toBeNull();
    expect(await hasTransactionCookie(person)).toBe(false);
    await expect(findUser(operator, base, email)).resolves.toBeUndefined();
  }

  it('refuses a tampered ID token (a claim changed, the signature kept) and says so on the sign-in page', async () => {
    await expectIdTokenRefused('tampered', TAMPERED_USER.email, /JWT signature verification failed/);
    // The tampered claim named another address on the domain: no account for it either.
    await expect(findUser(operator, base, `intruder@${DOMAIN}`)).resolves.toBeUndefined();
  });

  it('refuses an ID token correctly signed for another client (wrong audience)', async () => {
    await expectIdTokenRefused('wrong-audience', AUDIENCE_USER.email, /"aud" \(audience\)/);
  });

  it("refuses a replayed callback in the same browser after sign-out, on Deckmill's own check", async () => {
    const person = await visitor();
    const page = await person.newPage();
    await page.goto(`${base}/users/sign_in`);
    await startSso(page, REPLAY_USER.email);
    await page.waitForURL((url) => url.origin === new URL(idp.issuer).origin, { timeout: 30_000 });
    const transaction = (await person.context.cookies()).find((cookie) => cookie.name === 'dm_sso_tx');
    if (!transaction) throw new Error('no SSO transaction cookie after the start of the sign-in');
    expect(transaction).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users/sso' });

    // The provider's redirect back, as the browser requested it: code and state in the query.
    const callbackRequest = page.waitForRequest(
      (request) => request.url().startsWith(`${base}${CALLBACK_PATH}?`),
      { timeout: 60_000 },
    );
    await signInAtProvider(page, idp, base, REPLAY_USER.email);
    const callbackUrl = (await callbackRequest).url();
    await page.waitForURL(`${base}/dashboard`);
    const query = new URL(callbackUrl).searchParams;
    expect(query.get('code')).toBeTruthy();
    expect(query.get('state')).toBeTruthy();
    await expect(sessionUser(person, base)).resolves.toMatchObject({ email: REPLAY_USER.email });
    expect(await hasTransactionCookie(person)).toBe(false);

    await signOutInBrowser(page);
    await expect(sessionUser(person, base)).resolves.toBeNull();

    // The same callback again: the first use cleared the transaction cookie, so the gateway refuses it
    // itself (its log gives no library reason: the provider's one-time code is never even presented).
    let from = product.output().length;
    await page.goto(callbackUrl);
    await expectSsoRefused(page, 'sign_in_failed', SIGN_IN_FAILED);
    await expect(loggedRefusals(product, from)).resolves.toEqual([REFUSED_BY_TRANSACTION]);
    await expect(sessionUser(person, base)).resolves.toBeNull();

    // With the copied transaction cookie put back, its spent state refuses it, again before the provider.
    await person.context.addCookies([transaction]);
    from = product.output().length;
    await page.goto(callbackUrl);
    await expectSsoRefused(page, 'sign_in_failed', SIGN_IN_FAILED);
    await expect(loggedRefusals(product, from)).resolves.toEqual([REFUSED_BY_TRANSACTION]);
    await expect(sessionUser(person, base)).resolves.toBeNull();
    expect(await hasTransactionCookie(person)).toBe(false);
  });
});
