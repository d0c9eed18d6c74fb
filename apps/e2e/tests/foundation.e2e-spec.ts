import { openBrowser, startProduct, type BrowserSession, type RunningProduct } from '../src';

describe('a fresh `npm start`', () => {
  let product: RunningProduct;
  let browser: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
  });

  it('serves a green health report', async () => {
    const res = await fetch(`${product.baseUrl}/api/health`);
    const report = (await res.json()) as { status: string; checks: Record<string, { status: string }> };
    expect(res.status).toBe(200);
    expect(report.status).toBe('ok');
    expect(Object.keys(report.checks)).toEqual(expect.arrayContaining(['bus', 'storage']));
  });

  it('renders the landing page with its call to action', async () => {
    const page = await browser.newPage();
    await page.goto(product.baseUrl);
    const start = page.getByRole('link', { name: 'Start Free' }).first();
    await expect(start.getAttribute('href')).resolves.toBe('/users/sign_up');
    await expect(page.getByText('No credit card required').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('10 free presentations/month').first().isVisible()).resolves.toBe(true);
  });

  it('sends an anonymous visitor from /dashboard to sign in', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.waitForURL(/\/users\/sign_in/);
    expect(new URL(page.url()).pathname).toBe('/users/sign_in');
  });

  it('loads the app and admin shells', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/users/sign_in`);
    await page.getByRole('heading').first().waitFor();
    await page.goto(`${product.baseUrl}/admin`);
    await page.waitForURL(/\/users\/sign_in/);
  });

  it('answers an unknown path with a real 404 page', async () => {
    const res = await fetch(`${product.baseUrl}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<html');
  });

  it('logged no console errors on any page', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
