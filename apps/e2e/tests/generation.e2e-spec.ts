import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import {
  dropFile,
  libreOfficeText,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

const SAMPLES = path.resolve(__dirname, '../../gateway/src/dashboard/samples');
const SAMPLE_DECK = path.join(SAMPLES, 'sample-template.pptx');
/** The sample CSV's header and first three rows (Northwind Traders, Blue Harbor Logistics, Fernwood Studio). */
async function threeRowCsv(): Promise<string> {
  const lines = (await readFile(path.join(SAMPLES, 'sample-data.csv'), 'utf8')).split('\n');
  return lines.slice(0, 4).join('\n');
}

/**
 * The text as Excel on Windows saves "CSV": Windows-1252, the euro sign at 0x80 (the sample's other characters
 * are ASCII).
 */
function windows1252(text: string): Buffer {
  return Buffer.from(
    Array.from(text, (char) => {
      if (char === '€') return 0x80;
      const code = char.charCodeAt(0);
      if (code > 0xff) throw new Error(`"${char}" is not in Windows-1252's table here`);
      return code;
    }),
  );
}

describe('generation in the browser', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workDir: string;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { company: 'Deckmill' });
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-e2e-generation-'));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('goes from the dashboard to downloaded decks that LibreOffice opens with the row values', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'No presentations yet' }).waitFor();
    // The empty state's button (the quick action goes to the same page).
    await page.getByRole('link', { name: 'Upload Template' }).last().click();
    await page.waitForURL(/\/app\/templates\/new$/);
    await dropFile(page, await readFile(SAMPLE_DECK), 'Personal Offer.pptx');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/app\/templates\/\d+$/);
    await page.getByRole('link', { name: 'Create Presentation' }).click();
    // The template is preselected: the wizard opens on step 2 (the step is in the URL).
    await page.waitForURL(/\/app\/presentations\/new\?template_id=\d+&step=2$/);

    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    // Saved by Excel on Windows: not UTF-8. The wizard says what it assumed, shows a line as read, and the
    // server reads it the same way (the deck's "€1,080" below).
    const csv = windows1252(await threeRowCsv());
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByText('rows found').waitFor();
    await page.getByRole('cell', { name: 'Blue Harbor Logistics' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Read as Windows-1252 (Western European)' }).waitFor();
    await page.getByText(/^Ada,Northwind Traders,London,Business,25,€18/).waitFor();
    await expect(page.getByLabel('File encoding').inputValue()).resolves.toBe('windows-1252');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{company}}').inputValue()).resolves.toBe('company');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('offers.csv', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Batch name/).fill('Spring offers');
    // Named after the company column by default, with the first names shown as the batch will write them.
    await expect(page.getByLabel('File name pattern').inputValue()).resolves.toBe('{{company}}.pptx');
    await page.getByText(/Named after the column company \(it looks like a company\)/).waitFor();
    await page.getByText('Blue Harbor Logistics.pptx', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Generate Presentations' }).click();

    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText('Ready for download').waitFor({ timeout: 60_000 });
    await page.getByText('3 of 3 generated').waitFor();

    const [deckDownload] = await Promise.all([
      page.waitForEvent('download'),
      // Each deck's link is named after its file for screen readers ("Download <file>").
      page.getByRole('link', { name: 'Download Northwind Traders.pptx', exact: true }).click(),
    ]);
    expect(deckDownload.suggestedFilename()).toBe('Northwind Traders.pptx');
    const deckPath = path.join(workDir, 'Northwind Traders.pptx');
    await deckDownload.saveAs(deckPath);

    const [zipDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
    ]);
    expect(zipDownload.suggestedFilename()).toBe('Spring offers.zip');
    const zipPath = path.join(workDir, 'all.zip');
    await zipDownload.saveAs(zipPath);
    const entries = unzipSync(await readFile(zipPath));
    expect(Object.keys(entries).sort()).toEqual([
      'Blue Harbor Logistics.pptx',
      'Fernwood Studio.pptx',
      'Northwind Traders.pptx',
    ]);

    const text = await libreOfficeText(deckPath, workDir);
    expect(text).toContain('Ada');
    expect(text).toContain('Northwind Traders');
    expect(text).toContain('€1,080');

    await page.goto(`${product.baseUrl}/dashboard`);
    await page
      .getByRole('list', { name: 'Recent presentations' })
      .getByRole('link', { name: 'Spring offers', exact: true })
      .waitFor();
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);
});
