import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import {
  dropFile,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

const run = promisify(execFile);
const SAMPLE_DECK = path.resolve(__dirname, '../../gateway/src/dashboard/samples/sample-template.pptx');
const CSV = [
  'first_name,company,offer,city',
  'Ada,Analytical Engines,Twenty percent off,London',
  'Grace,Compiler Works,Free onboarding,Arlington',
  'Alan,Enigma Analytics,Two months free,Manchester',
].join('\n');

/** The text LibreOffice renders from a deck: proves it opens the file and shows the row's values. */
async function libreOfficeText(deck: string, workDir: string): Promise<string> {
  const profile = await mkdtemp(path.join(tmpdir(), 'deckmill-lo-profile-'));
  try {
    await run(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--convert-to',
        'pdf',
        '--outdir',
        workDir,
        deck,
      ],
      { timeout: 240_000 },
    );
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
  const pdf = path.join(workDir, `${path.basename(deck, '.pptx')}.pdf`);
  const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', pdf, '-'], { timeout: 60_000 });
  return stdout;
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
    await page.waitForURL(/\/app\/presentations\/new\?template_id=\d+$/);

    // The template is preselected: the wizard opens on step 2.
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByText('rows found').waitFor();
    await page.getByRole('cell', { name: 'Compiler Works' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{company}}').inputValue()).resolves.toBe('company');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Chosen: offers.csv').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel(/Batch name/).fill('Spring offers');
    await page.getByLabel('File name pattern').fill('{{company}}.pptx');
    await page.getByRole('button', { name: 'Generate Presentations' }).click();

    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText('Ready for download').waitFor({ timeout: 60_000 });
    await page.getByText('3 of 3 generated').waitFor();

    const [deckDownload] = await Promise.all([
      page.waitForEvent('download'),
      // Each deck's link is named after its file for screen readers ("Download <file>").
      page.getByRole('link', { name: 'Download Analytical Engines.pptx', exact: true }).click(),
    ]);
    expect(deckDownload.suggestedFilename()).toBe('Analytical Engines.pptx');
    const deckPath = path.join(workDir, 'Analytical Engines.pptx');
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
      'Analytical Engines.pptx',
      'Compiler Works.pptx',
      'Enigma Analytics.pptx',
    ]);

    const text = await libreOfficeText(deckPath, workDir);
    expect(text).toContain('Ada');
    expect(text).toContain('Analytical Engines');
    expect(text).toContain('Twenty percent off');

    await page.goto(`${product.baseUrl}/dashboard`);
    await page
      .getByRole('list', { name: 'Recent presentations' })
      .getByRole('link', { name: 'Spring offers', exact: true })
      .waitFor();
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);
});
