import type { BrowserContext, Page } from 'playwright-core';
import {
  openBrowser,
  signUpInBrowser,
  slowDownScripts,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';
import { backgroundAt, contrastRatio, focusRingColour } from '../src/layout/colours';
import { sidewaysOverflow } from '../src/layout/pageChecks';
import { seedWorkspace, waitForBatch, type Workspace } from '../src/seed';

/** The single behaviours of the phone and polish work, in Chromium at the widths where they matter. */
describe('phones and polish in the browser', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workspace: Workspace;
  /** The UTC month the seeded batch's 10 presentations were counted in (billing counts by UTC month). */
  let seededMonth: string;
  let contexts: BrowserContext[] = [];
  const utcMonth = () => new Date().toISOString().slice(0, 7);

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { name: 'Ada Lovelace' });
    seededMonth = utcMonth();
    workspace = await seedWorkspace(browser, product.baseUrl, 10);
    await waitForBatch(browser, product.baseUrl, workspace.batchId);
  }, 180_000);

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
  });

  /** A page of the signed-in user at a width and colour scheme. */
  async function pageAt(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await browser.browser.newContext({
      viewport: { width, height: 800 },
      colorScheme,
      storageState: await browser.context.storageState(),
    });
    contexts.push(context);
    await slowDownScripts(context);
    return context.newPage();
  }

  it.each([360, 390])(
    'shows the presentations list as cards at %i px, never letter by letter',
    async (width) => {
      const page = await pageAt(width);
      await page.goto(`${product.baseUrl}/app/presentations`);
      const table = page.getByRole('table', { name: 'Presentations' });
      const name = table.getByRole('link', { name: 'Spring offers for the whole sales region' });
      await name.waitFor();
      await expect(
        table
          .locator('tbody tr')
          .first()
          .evaluate((row) => getComputedStyle(row).display),
      ).resolves.toBe('block');
      const nameBox = await name.boundingBox();
      expect(nameBox?.width).toBeGreaterThan(150);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    },
  );

  it("lays the dashboard's recent presentations out in lines at 360 px, not letter by letter", async () => {
    const page = await pageAt(360);
    await page.goto(`${product.baseUrl}/dashboard`);
    const name = page
      .getByRole('list', { name: 'Recent presentations' })
      .getByRole('link', { name: 'Spring offers for the whole sales region', exact: true });
    await name.waitFor();
    expect((await name.boundingBox())?.width).toBeGreaterThan(150);
  });

  it('keeps the presentations list a table at 1280 px', async () => {
    const page = await pageAt(1280);
    await page.goto(`${product.baseUrl}/app/presentations`);
    const header = page.getByRole('columnheader', { name: 'Template' });
    await header.waitFor();
    await expect(header.isVisible()).resolves.toBe(true);
  });

  it.each([360, 390])('fits the change-plan page into %i px', async (width) => {
    const page = await pageAt(width);
    await page.goto(`${product.baseUrl}/settings/subscription/new?plan=professional&period=annual`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  it.each(['light', 'dark'] as const)(
    'paints the sidebar down to the bottom of a long page and rings focus in it visibly (%s)',
    async (scheme) => {
      const page = await pageAt(1280, scheme);
      await page.setViewportSize({ width: 1280, height: 500 });
      await page.goto(`${product.baseUrl}/app/presentations/${workspace.batchId}`);
      await page.getByRole('link', { name: 'Download all (ZIP)' }).waitFor();
      const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
      const sidebarColour = await sidebar.evaluate((element) => getComputedStyle(element).backgroundColor);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const height = await page.evaluate(() => window.innerHeight);
      expect(await backgroundAt(page, 8, height - 2)).toBe(sidebarColour);

      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab'); // the sidebar's title
      await page.keyboard.press('Tab'); // Dashboard
      const focused = sidebar.getByRole('link', { name: 'Dashboard' });
      await expect(focused.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
      const ring = await focusRingColour(focused);
      expect(contrastRatio(ring, sidebarColour)).toBeGreaterThanOrEqual(3);
    },
  );

  it('copies a new API key with Copied feedback', async () => {
    const page = await pageAt(1280);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.baseUrl });
    await page.goto(`${product.baseUrl}/settings/api_keys/new`);
    await page.getByLabel('Key name').fill('CRM sync');
    await page.getByRole('button', { name: 'Create API Key' }).click();
    const token = await page.getByLabel('Your API key').inputValue();
    expect(token.length).toBeGreaterThan(20);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(token);
  });

  it('says "Welcome back" to a user with work, "Welcome" to a new one, and offers an upgrade at 100%', async () => {
    // A run across midnight UTC at a month's end starts a new month with a new allowance (a CI run at 00:00 on
    // 1 December found the dashboard at 0 of 10): the month's 10 presentations are used again first.
    if (utcMonth() !== seededMonth) {
      seededMonth = utcMonth();
      const again = await seedWorkspace(browser, product.baseUrl, 10);
      await waitForBatch(browser, product.baseUrl, again.batchId);
    }
    const page = await pageAt(1280);
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByText('Welcome back, Ada!').waitFor();
    // The seeded batch used all 10 presentations of the Free plan this month.
    const limit = page.getByRole('region', { name: /You have used all 10 presentations/ });
    await limit.getByRole('link', { name: 'Upgrade plan' }).click();
    await page.waitForURL(`${product.baseUrl}/settings/subscription`);

    const newcomer = await openBrowser();
    try {
      await signUpInBrowser(newcomer, product.baseUrl, { name: 'Grace Hopper' });
      const fresh = await newcomer.newPage();
      await fresh.goto(`${product.baseUrl}/dashboard`);
      await fresh.getByText('Welcome, Grace!').waitFor();
      await expect(fresh.getByRole('link', { name: 'Upgrade plan' }).count()).resolves.toBe(0);
    } finally {
      await newcomer.close();
    }
  }, 180_000);

  it('shows a skeleton, not a spinner, while a page loads', async () => {
    const page = await pageAt(1280);
    await page.route('**/api/app/teams', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${product.baseUrl}/app/teams`);
    // The app shell's own skeleton may show first, while the session loads: wait for the teams page's.
    await page.getByTestId('page-skeleton').filter({ hasText: 'Loading teams...' }).waitFor();
    await page
      .getByRole('link', { name: /Marketing/ })
      .first()
      .waitFor();
  });

  it('closes the Solutions menu on Escape and on a click outside', async () => {
    const page = await pageAt(1280);
    await page.goto(`${product.baseUrl}/`, { waitUntil: 'networkidle' });
    const summary = page.locator('summary', { hasText: 'Solutions' });
    // Scoped to the top bar: the footer has a "Sales teams" link too, always visible.
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sales teams' });
    await summary.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await summary.click();
    await menu.waitFor();
    await page.mouse.click(640, 600);
    await menu.waitFor({ state: 'hidden' });
  });

  it.each(['/', '/dashboard', '/admin'])('follows the system dark mode on %s', async (route) => {
    const dark = await pageAt(1280, 'dark');
    await dark.goto(`${product.baseUrl}${route}`, { waitUntil: 'networkidle' });
    const background = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const text = await dark.evaluate(() => getComputedStyle(document.body).color);
    expect(contrastRatio(background, 'rgb(0, 0, 0)')).toBeLessThan(1.5);
    expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(7);
  });

  it('shows the product claims, never 0 / 0 / 0, on a young install', async () => {
    const page = await pageAt(1280);
    await page.goto(`${product.baseUrl}/about`, { waitUntil: 'networkidle' });
    const band = page.locator('dl[data-live]');
    await expect(band.getAttribute('data-live')).resolves.toBe('false');
    await expect(band.textContent()).resolves.toContain('100+');
    const home = await (await fetch(`${product.baseUrl}/`)).text();
    expect(home).toContain('100+');
  });
});
