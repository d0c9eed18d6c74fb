import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync, zipSync } from 'fflate';
import { closeColour, readPpm, solidPng } from '@deckmill/testing';
import {
  dropFile,
  libreOfficeText,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

const run = promisify(execFile);

// pptxgenjs imports modules dynamically, which Jest's VM refuses without a flag: it runs in a plain node child.
// A 10 x 5.625 in slide: the company's name, a logo frame (alt text {{%logo}}) holding a grey placeholder, and a
// column chart fed by the group's rows (alt text {{chart:rows}}), its values drawn as data labels.
const BUILD_DECK = `
const PptxGenJS = require(process.argv[1]);
const grey = Buffer.from(process.argv[2], 'base64').toString('base64');
const pptx = new PptxGenJS();
pptx.layout = 'LAYOUT_16x9';
const slide = pptx.addSlide();
slide.addText('Quarterly review for {{Company}}', { x: 0.4, y: 0.3, w: 5.8, h: 0.8, fontSize: 24 });
slide.addImage({ data: 'image/png;base64,' + grey, x: 6.5, y: 0.3, w: 3, h: 1.5, altText: '{{%logo}}' });
slide.addChart(pptx.ChartType.bar, [{ name: 'Revenue', labels: ['A', 'B'], values: [1, 2] }], {
  x: 0.5, y: 2, w: 9, h: 3.4, barDir: 'col', showValue: true, altText: '{{chart:rows}}',
});
pptx.write({ outputType: 'base64' }).then((text) => process.stdout.write(text));
`;

const RED: [number, number, number] = [220, 38, 38];
const BLUE: [number, number, number] = [37, 99, 235];

// Grouped by Company: one deck per company, its rows feed the chart (category and Revenue fields).
const SALES_CSV = [
  'Company,logo,category,Revenue',
  'Acme,logos/acme.png,Q1,120',
  'Acme,logos/acme.png,Q2,95',
  'Acme,logos/acme.png,Q3,141',
  'Globex,logos/globex.png,Q1,310',
  'Globex,logos/globex.png,Q2,275',
].join('\n');

/** The first page of a deck as LibreOffice draws it (50 dpi PPM), and the deck's text. */
async function drawn(deckFile: string, workDir: string) {
  // libreOfficeText converts with a private profile and leaves the PDF in workDir; its first page is drawn.
  const text = await libreOfficeText(deckFile, workDir);
  const stem = path.join(workDir, path.basename(deckFile, '.pptx'));
  await run('pdftoppm', ['-r', '50', '-f', '1', '-l', '1', `${stem}.pdf`, stem], { timeout: 60_000 });
  const page = await readFile(`${stem}-1.ppm`).catch(() => readFile(`${stem}-01.ppm`));
  return { page: readPpm(page), text };
}

describe('pictures and charts from data through the wizard', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workDir: string;

  beforeAll(async () => {
    // Pictures resolved across a render thread, as the product renders on a machine of more than two cores.
    product = await startProduct({ env: { RENDER_THREADS: '1' } });
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { company: 'Deckmill' });
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-e2e-rich-'));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('puts each company’s logo in the frame and its rows in the chart, with an images archive', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/app/templates/new`);
    const grey = solidPng(200, 100, [156, 163, 175]).toString('base64');
    const deck = Buffer.from(
      execFileSync(process.execPath, ['-e', BUILD_DECK, require.resolve('pptxgenjs'), grey], {
        encoding: 'utf8',
      }),
      'base64',
    );
    await dropFile(page, deck, 'Review.pptx');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/app\/templates\/\d+$/);
    await page.getByRole('link', { name: 'Create Presentation' }).click();
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();

    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(SALES_CSV) });
    await page.getByText('rows found').waitFor();
    await page.getByLabel('One deck per value of column …').check();
    await page.getByLabel('Group by column').selectOption('Company');
    const archive = Buffer.from(
      zipSync({ logos: { 'acme.png': solidPng(200, 100, RED), 'globex.png': solidPng(200, 100, BLUE) } }),
    );
    await page
      .getByLabel('Images archive (.zip)')
      .setInputFiles({ name: 'logos.zip', mimeType: 'application/zip', buffer: archive });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{Company}}').inputValue()).resolves.toBe('Company');
    await expect(page.getByLabel('{{%logo}}').inputValue()).resolves.toBe('logo');
    await page.getByLabel('File name pattern').fill('{{Company}}.pptx');
    await page.getByRole('button', { name: 'Generate Presentations' }).click();

    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText('2 of 2 generated').waitFor({ timeout: 90_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
    ]);
    const zipPath = path.join(workDir, 'decks.zip');
    await download.saveAs(zipPath);
    const decks = unzipSync(await readFile(zipPath));
    expect(Object.keys(decks).sort()).toEqual(['Acme.pptx', 'Globex.pptx']);

    // A sampled deck, read by LibreOffice: Acme's red logo fills the frame's centre, its chart draws its rows.
    const acmeFile = path.join(workDir, 'Acme.pptx');
    await writeFile(acmeFile, decks['Acme.pptx']);
    const acme = await drawn(acmeFile, workDir);
    const inch = acme.page.width / 10;
    const logoCentre = acme.page.pixel(Math.round(8 * inch), Math.round(1.05 * inch));
    expect(closeColour(logoCentre, RED)).toBe(true);
    expect(acme.text).toContain('Quarterly review for Acme');
    for (const label of ['Q1', 'Q2', 'Q3', '120', '95', '141']) expect(acme.text).toContain(label);
    expect(acme.text).not.toContain('310');

    // The other deck has the other logo (its bytes in the deck, the template's grey replaced).
    const globexParts = unzipSync(decks['Globex.pptx']);
    const media = Object.keys(globexParts).filter((name) => name.startsWith('ppt/media/deckmill-image-'));
    expect(media).toHaveLength(1);
    expect(Buffer.from(globexParts[media[0]]).equals(solidPng(200, 100, BLUE))).toBe(true);
    expect(browser.consoleErrors).toEqual([]);
  }, 300_000);
});
