import type { Page } from 'playwright-core';
import type { BrowserSession } from './harness';

export const TEST_PASSWORD = 'violet-harbour-tram-42';

/** The CSRF double-submit token the browser holds for the product. */
export async function csrfToken(browser: BrowserSession, baseUrl: string): Promise<string> {
  const cookies = await browser.context.cookies(baseUrl);
  return cookies.find((cookie) => cookie.name === 'dm_csrf')?.value ?? '';
}

export interface NewAccount {
  name?: string;
  email?: string;
  company?: string;
}

/**
 * Signs a new user up and in through the API in the browser's context, so the browser's pages share the
 * session cookie (sign-up alone never signs in; the journey itself is tested in accounts.e2e-spec.ts).
 */
export async function signUpInBrowser(
  browser: BrowserSession,
  baseUrl: string,
  account: NewAccount = {},
): Promise<{ name: string; email: string }> {
  const name = account.name ?? 'Ada Lovelace';
  const email = account.email ?? `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  await browser.context.request.get(`${baseUrl}/api/session`);
  const res = await browser.context.request.post(`${baseUrl}/api/users`, {
    headers: { 'x-csrf-token': await csrfToken(browser, baseUrl) },
    data: {
      user: {
        name,
        email,
        company: account.company,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    },
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  const signIn = await browser.context.request.post(`${baseUrl}/api/users/sign_in`, {
    headers: { 'x-csrf-token': await csrfToken(browser, baseUrl) },
    data: { user: { email, password: TEST_PASSWORD, remember_me: false } },
  });
  if (signIn.status() !== 200) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
  return { name, email };
}

/**
 * Signs out from the account menu, on the API keys page: the dashboard's data reloads with the session
 * and would log a 401 while the sign-out is under way (reported to the dashboard's owner).
 */
export async function signOutInBrowser(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'API Keys', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'API Keys' }).waitFor();
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
