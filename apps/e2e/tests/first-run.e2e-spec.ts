import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  decodedWidth,
  libreOfficeText,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

/** Screenshots for a person to look at; never committed (E2E_SHOTS_DIR moves them). */
const SHOTS = process.env['E2E_SHOTS_DIR'] ?? path.join(tmpdir(), 'deckmill-e2e-shots', 'first-run');

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The text of the elements a labelled field names in `aria-describedby`. */
function describedBy(page: Page, label: string): Promise<string> {
  return page.getByLabel(label).evaluate((field) =>
    (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A newcomer's first run with the sample, on the free plan's 10 presentations a month: the whole sample (8),
 * then "Generate the first 2" when 2 remain, then nothing left but Upgrade; steps in the URL and the leave
 * confirmation on the way. At 1280, 390 and 360 px.
 */
describe('first run with the sample data', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workDir: string;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { name: 'Nora Newcomer' });
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-e2e-first-run-'));
    await mkdir(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('goes from the dashboard to a finished, downloadable sample batch in a few clicks (1280 px)', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Use sample data' }).click();

    // The sample template is added and the sample CSV loaded: straight to the mapping, each with row 1's value.
    await page.getByRole('heading', { name: 'Map Columns' }).waitFor({ timeout: 60_000 });
    expect(page.url()).toMatch(/[?&]step=3/);
    await expect(page.getByLabel('{{first_name}}').inputValue()).resolves.toBe('first_name');
    // Each field describes itself with row 1's value (the row preview's picker below names row 1 too).
    await expect(describedBy(page, '{{first_name}}')).resolves.toBe('Row 1: Ada');
    await expect(describedBy(page, '{{company}}')).resolves.toBe('Row 1: Northwind Traders');
    await shot(page, 'mapping-1280');

    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText('Ready for download').waitFor({ timeout: 90_000 });
    await page.getByText('8 of 8 generated').waitFor();
    await shot(page, 'batch-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Northwind Traders.pptx', exact: true }).click(),
    ]);
    const deckPath = path.join(workDir, 'first.pptx');
    await download.saveAs(deckPath);
    const text = await libreOfficeText(deckPath, workDir);
    expect(text).toContain('What changes for Northwind Traders');
    expect(text).toContain('Prepared for Ada');
    expect(text).toContain('€1,080');
    expect(text).not.toContain('{{');
    expect(browser.consoleErrors).toEqual([]);
  }, 300_000);

  it('keeps the steps in the URL and offers "Generate the first 2" when 2 remain (390 px)', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${product.baseUrl}/app/presentations/new`);
    await page.getByRole('button', { name: 'Use sample data' }).click();

    // 8 rows, 2 left: the sample stops at step 2 with the offer.
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor({ timeout: 60_000 });
    await page
      .getByText('This file has 8 rows, but your plan has 2 presentations left this month.')
      .waitFor();
    await shot(page, 'quota-390');
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Generate the first 2' }).click();
    await page.getByText('Only the first 2 rows of 8 will be generated.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Map Columns' }).waitFor();

    // The browser's Back and Forward move between the steps, and nothing chosen is lost.
    await page.goBack();
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    await page.getByText('Deckmill sample data.csv', { exact: true }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Map Columns' }).waitFor();
    await shot(page, 'mapping-390');
    await noSidewaysScroll(page);

    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText('2 of 2 generated').waitFor({ timeout: 90_000 });
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);

  it('offers only Upgrade at 0 left, and asks before leaving the filled wizard (360 px)', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${product.baseUrl}/app/presentations/new?sample=1`);
    await page
      .getByText('This file has 8 rows, but your plan has no presentations left this month.')
      .waitFor({
        timeout: 60_000,
      });
    expect(await page.getByRole('button', { name: /Generate the first/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await shot(page, 'quota-empty-360');
    await noSidewaysScroll(page);

    const upgrade = page.getByRole('link', { name: 'Upgrade' });
    await upgrade.click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave this batch?' });
    await dialog.waitFor();
    await shot(page, 'leave-360');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/app/presentations/new');

    await upgrade.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/settings\/subscription\/new$/);
    expect(browser.consoleErrors).toEqual([]);
  }, 180_000);

  it('shows the sample’s first slide on its template card and in the wizard’s step 1 (1280 and 360 px)', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    // The previews render off the upload path (LibreOffice): look again until the card has its thumbnail.
    const thumbnail = page.locator('main li img');
    const deadline = Date.now() + 120_000;
    for (;;) {
      await page.goto(`${product.baseUrl}/app/templates`);
      await page.getByRole('link', { name: 'Sample: Personal Offer' }).waitFor();
      if ((await thumbnail.count()) > 0) break;
      if (Date.now() > deadline) throw new Error('the sample template never got its thumbnail');
      await page.waitForTimeout(2000);
    }
    await expect(decodedWidth(thumbnail.first())).resolves.toBeGreaterThan(0);
    await shot(page, 'templates-1280');

    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${product.baseUrl}/app/presentations/new`);
    await page.getByRole('heading', { name: 'Select Template' }).waitFor();
    await page.locator('fieldset img').first().waitFor();
    await shot(page, 'wizard-step1-360');
    await noSidewaysScroll(page);
    expect(browser.consoleErrors).toEqual([]);
  }, 180_000);
});
