import type { Page } from 'playwright-core';
import { decodedWidth, openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';
import { crawlPublicSite } from '../src/public/crawl';
import { anchorsIn } from '../src/public/pageLinks';
import { publicRoutes } from '../src/public/publicRoutes';
import { missingLinks, readSpecLinks } from '../src/public/specLinks';
import { snapshotWebBuild } from '../src/public/webSnapshot';

const WEB = snapshotWebBuild();
const ROUTES = publicRoutes(WEB.root);
const SPEC_LINKS = readSpecLinks();
/** The configured operator (ADMIN_EMAIL), who receives contact messages; no admin user exists yet. */
const OPERATOR = 'operators@deckmill.test';

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('the public site', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  /** Each route opened once for the checks that only read it (title, header, footer, links). */
  const routePages = new Map<string, Promise<Page>>();

  beforeAll(async () => {
    product = await startProduct({ smtp: true, env: { ADMIN_EMAIL: OPERATOR, DECKMILL_WEB_ROOT: WEB.root } });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await Promise.all([...routePages.values()].map(async (page) => (await page).close()));
    await browser?.close();
    await product?.dispose();
    WEB.dispose();
  });

  /** Opens a page and waits until it has hydrated and its calls (/api/session, /api/home) have answered. */
  async function open(page: Page, path: string): Promise<Page> {
    await page.setViewportSize({ width: 1280, height: 900 });
    const response = await page.goto(`${product.baseUrl}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    return page;
  }

  /** The route's page, opened at 1280 px the first time a read-only check asks for it. */
  function routePage(path: string): Promise<Page> {
    let page = routePages.get(path);
    if (!page) {
      page = browser.newPage().then((fresh) => open(fresh, path));
      routePages.set(path, page);
    }
    return page;
  }

  async function withPage(path: string, check: (page: Page) => Promise<void>) {
    const page = await open(await browser.newPage(), path);
    try {
      await check(page);
    } finally {
      await page.close();
    }
  }

  it('prerenders every public page and at least three articles', () => {
    expect(ROUTES).toEqual(expect.arrayContaining(['/', ...Object.keys(SPEC_LINKS.pages)]));
    expect(ROUTES).toEqual(expect.arrayContaining(['/how-it-works', '/about', '/privacy', '/terms']));
    expect(ROUTES).toEqual(expect.arrayContaining(['/security', '/blog', '/contact']));
    expect(ROUTES.filter((route) => route.startsWith('/blog/')).length).toBeGreaterThanOrEqual(3);
  });

  it.each(ROUTES)('serves %s prerendered, and keeps its title after hydration', async (path) => {
    const res = await fetch(`${product.baseUrl}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(/<main[^>]*>[\s\S]*<h1/);
    const title = titleOf(html);
    expect(title).toMatch(/Deckmill/);
    const page = await routePage(path);
    await expect(page.title()).resolves.toBe(title);
    await expect(page.locator('main h1').textContent()).resolves.toMatch(/\w/);
  });

  it('gives every page its own title', async () => {
    const titles = await Promise.all(
      ROUTES.map(async (path) => titleOf(await (await fetch(`${product.baseUrl}${path}`)).text())),
    );
    expect(new Set(titles).size).toBe(ROUTES.length);
  });

  it.each(ROUTES)('shows visitors Sign in / Start Free and the footer links on %s', async (path) => {
    const page = await routePage(path);
    const header = await anchorsIn(page, 'header');
    expect(missingLinks(header, SPEC_LINKS.everyPage.header)).toEqual([]);
    expect(header.map((anchor) => anchor.text)).not.toContain('Dashboard');
    await expect(page.locator('header').getByRole('button', { name: 'Log out' }).count()).resolves.toBe(0);
    expect(missingLinks(await anchorsIn(page, 'footer'), SPEC_LINKS.everyPage.footer)).toEqual([]);
  });

  it.each(Object.entries(SPEC_LINKS.pages))('gives %s every link the spec lists', async (path, required) => {
    expect(missingLinks(await anchorsIn(await routePage(path), 'main'), required)).toEqual([]);
  });

  it('has no broken internal link (crawled from /)', async () => {
    const page = await browser.newPage();
    const report = await crawlPublicSite(page, product.baseUrl);
    await page.close();
    expect(report.broken).toEqual([]);
    // Every prerendered page is reachable, and the site links to no public page it did not prerender.
    expect([...report.visited].sort()).toEqual([...ROUTES].sort());
  });

  // Accessibility: the route crawl (every-route-layout.signed-out) runs axe-core on every one of these pages at
  // 360 and 1280 px and fails on any violation, so a second, serious-only run here would repeat it.

  it('switches the plan prices between monthly and annual billing', async () => {
    await withPage('/pricing', async (page) => {
      const starter = page.getByRole('article', { name: 'Starter' });
      await expect(starter.getByText('Most Popular').isVisible()).resolves.toBe(true);
      await expect(starter.textContent()).resolves.toContain('$29/month');
      await expect(page.getByText('Save 20%').first().isVisible()).resolves.toBe(true);

      await page.getByRole('radio', { name: /Annual/ }).check();
      await expect(starter.textContent()).resolves.toContain('$24/month');
      await expect(starter.textContent()).resolves.toContain('$288/year');

      await page.getByRole('radio', { name: 'Monthly' }).check();
      await expect(starter.textContent()).resolves.toContain('$29/month');
      await expect(starter.textContent()).resolves.not.toContain('$288/year');
    });
  });

  it('sends a contact message to the operators and thanks the visitor', async () => {
    const message = `We make 300 onboarding decks a quarter; can we see a demo? (${Date.now()})`;
    await withPage('/contact', async (page) => {
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.getByLabel('Name').getAttribute('aria-invalid')).resolves.toBe('true');

      await form.getByLabel('Name').fill('Ada Lovelace');
      await form.getByLabel('Work email').fill('ada@example.com');
      await form.getByLabel('Company').fill('Analytical Engines Ltd');
      await form.getByLabel('Topic').selectOption('demo');
      await form.getByLabel('Message').fill(message);
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.getByText('Your message is on its way to our team').waitFor();
    });
    const mail = await product.smtp?.waitForMail(
      (received) => received.envelopeTo.includes(OPERATOR) && received.text.includes(message),
      20_000,
    );
    expect(mail?.text).toContain('ada@example.com');
  });

  it('shows the real example on /how-it-works as images rendered from the sample template', async () => {
    for (const image of ['before', 'after']) {
      const res = await fetch(`${product.baseUrl}/examples/${image}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    await withPage('/how-it-works', async (page) => {
      const images = page.locator('main img[src^="/examples/"]');
      await expect(images.count()).resolves.toBe(2);
      for (const image of await images.all()) {
        // The images load lazily: decodedWidth brings each into view and waits until it has decoded.
        await expect(decodedWidth(image)).resolves.toBe(960);
        await expect(image.getAttribute('alt')).resolves.toMatch(/\w{3,}.*\w{3,}/);
      }
    });
  });

  it('logged no console error on any page', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
