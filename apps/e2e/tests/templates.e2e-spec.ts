import { fixtureDeck } from '@deckmill/testing';
import { readFileSync } from 'node:fs';
import {
  decodedWidth,
  dropFile,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

const DECK = fixtureDeck('automizer-TextReplace.pptx');

describe('templates in the browser', () => {
  let product: RunningProduct;
  let browser: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { name: 'Grace Hopper', company: 'Deckmill' });
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
  });

  it('uploads a deck by drag and drop, shows its placeholders, duplicates it and deletes the copy', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/app/templates`);
    await page.getByRole('heading', { name: 'No templates yet' }).waitFor();
    await page.getByRole('link', { name: 'Upload Template' }).first().click();
    await page.waitForURL(/\/app\/templates\/new$/);

    await dropFile(page, Buffer.from('not a deck'), 'notes.txt');
    await expect(page.getByRole('button', { name: 'Upload' }).isDisabled()).resolves.toBe(true);
    await dropFile(page, readFileSync(DECK), 'Text Replace.pptx');
    await page.getByText('Text Replace.pptx').waitFor();
    await expect(page.getByLabel('Template Name').inputValue()).resolves.toBe('Text Replace');
    await page.getByRole('button', { name: 'Upload' }).click();

    await page.waitForURL(/\/app\/templates\/\d+$/);
    const originalUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Text Replace' }).waitFor();
    const placeholders = page.getByRole('list', { name: 'Placeholders' });
    await expect(placeholders.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringContaining('{{replace}}'),
      expect.stringContaining('{{by}}'),
      expect.stringContaining('{{replacement}}'),
      expect.stringContaining('{{bullet1}}'),
      expect.stringContaining('{{bullet2}}'),
    ]);
    await expect(placeholders.getByText('Required').count()).resolves.toBe(5);
    const download = await page.getByRole('link', { name: 'Download Template' }).getAttribute('href');
    // The app's audited download route (docs/audit.md): the signed-in browser's session fetches it.
    expect(download).toMatch(/^\/api\/app\/templates\/\d+\/download$/);
    const file = await browser.context.request.get(`${product.baseUrl}${download}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).equals(readFileSync(DECK))).toBe(true);

    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { level: 1, name: 'Copy of Text Replace' }).waitFor();
    expect(page.url()).not.toBe(originalUrl);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Are you sure you want to delete this template? This action cannot be undone.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();

    await page.waitForURL(/\/app\/templates$/);
    const cards = page.getByRole('list', { name: 'Your templates' });
    await cards.getByRole('link', { name: 'Text Replace' }).waitFor();
    await expect(cards.getByRole('link').allTextContents()).resolves.toEqual(['Text Replace']);
  });

  it('shows slide previews rendered by LibreOffice on the detail page', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/app/templates`);
    await page.getByRole('link', { name: 'Text Replace' }).click();
    const firstSlide = page.getByRole('img', { name: 'Slide 1' });
    await firstSlide.waitFor({ timeout: 90_000 });
    await expect(decodedWidth(firstSlide)).resolves.toBeGreaterThan(0);
  });

  it('logged no console errors', () => {
    expect(browser.consoleErrors).toEqual([]);
  });
});
