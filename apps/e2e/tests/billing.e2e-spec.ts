import { fixtureDeck } from '@deckmill/testing';
import { readFileSync } from 'node:fs';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import {
  csrfToken,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

const DECK = fixtureDeck('automizer-TextReplace.pptx');
/** The free plan's mark on every slide (libs/pptx WATERMARK_TEXT). */
const WATERMARK = 'Made with Deckmill';

/** Signs a new (free) user up and uploads the template through the API, in the browser's context. */
async function freeUserWithTemplate(browser: BrowserSession, baseUrl: string): Promise<number> {
  await signUpInBrowser(browser, baseUrl);
  const upload = await browser.context.request.post(`${baseUrl}/api/app/templates`, {
    headers: { 'x-csrf-token': await csrfToken(browser, baseUrl) },
    multipart: {
      'template[name]': 'Text Replace',
      'template[file]': {
        name: 'Text Replace.pptx',
        mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        buffer: readFileSync(DECK),
      },
    },
  });
  if (upload.status() >= 300) throw new Error(`upload failed: ${upload.status()} ${await upload.text()}`);
  return ((await upload.json()) as { id: number }).id;
}

/** A CSV whose headers match the template's placeholders, one presentation per row. */
function csv(rows: number): Buffer {
  const lines = ['replace,by,replacement,bullet1,bullet2'];
  for (let row = 1; row <= rows; row++)
    lines.push(`old ${row},new ${row},text ${row},first ${row},second ${row}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

/** Opens the wizard on the template's step 2 and chooses a CSV of `rows` rows. */
async function chooseRows(page: Page, baseUrl: string, templateId: number, rows: number): Promise<void> {
  await page.goto(`${baseUrl}/app/presentations/new?template_id=${templateId}`);
  await page
    .getByLabel('Data file')
    .setInputFiles({ name: `rows-${rows}.csv`, mimeType: 'text/csv', buffer: csv(rows) });
  await page.getByText(`${rows} rows found`).waitFor();
}

/** Runs the wizard from the template's step 2 to submit; returns to the caller on the page after submit. */
async function generate(page: Page, baseUrl: string, templateId: number, rows: number): Promise<void> {
  await chooseRows(page, baseUrl, templateId, rows);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Generate Presentations' }).click();
}

/** Waits for the batch to complete and reads the first generated deck's slides. */
async function firstDeckSlides(page: Page): Promise<string> {
  await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
  await page.getByText('Ready for download').waitFor({ timeout: 90_000 });
  const href = await page
    .getByRole('list', { name: 'Generated presentations' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  const response = await page.context().request.get(new URL(href ?? '', page.url()).toString());
  const files = unzipSync(new Uint8Array(await response.body()));
  return Object.entries(files)
    .filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
    .map(([, bytes]) => strFromU8(bytes))
    .join('\n');
}

describe('the monthly allowance in the browser', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let templateId: number;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    templateId = await freeUserWithTemplate(browser, product.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
  });

  it('stops a free user at the limit in the wizard; after upgrading to Starter the next batch has no watermark', async () => {
    const page = await browser.newPage();

    await generate(page, product.baseUrl, templateId, 2);
    expect(await firstDeckSlides(page)).toContain(WATERMARK);

    // The wizard shows the allowance at step 2: 9 rows with 8 left stops there with the first 8 or Upgrade.
    await chooseRows(page, product.baseUrl, templateId, 9);
    await page
      .getByText('This file has 9 rows, but your plan has 8 presentations left this month.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave this batch?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await page.waitForURL(/\/settings\/subscription\/new$/);

    await page.goto(`${product.baseUrl}/settings/subscription`);
    await page.getByRole('link', { name: 'Upgrade to Starter' }).click();
    await page.waitForURL(/\/settings\/subscription\/new\?plan=starter&period=monthly$/);
    await page.getByText('$29.00').waitFor();
    await page.getByText(/plan changes apply without payment/).waitFor();
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByText('Your plan was changed.').waitFor();
    await page.getByRole('region', { name: 'Current plan' }).getByText('Starter', { exact: true }).waitFor();

    await generate(page, product.baseUrl, templateId, 9);
    expect(await firstDeckSlides(page)).not.toContain(WATERMARK);
  });

  it('logged no console errors other than the refused batch', () => {
    const unexpected = browser.consoleErrors.filter((error) => !/status of 422/.test(error));
    expect(unexpected).toEqual([]);
  });
});
