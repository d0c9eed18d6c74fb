import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import {
  decodedWidth,
  dropFile,
  libreOfficeText,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

// pptxgenjs imports modules dynamically, which Jest's VM refuses without a flag: it runs in a plain node child.
// A 10 x 5.625 in slide: the company's name in a small box set to "shrink text on overflow", a contact line, a
// table whose item rows continue on the next slide after five (`| paginate:5`) and the page number.
const BUILD_DECK = `
const PptxGenJS = require(process.argv[1]);
const pptx = new PptxGenJS();
pptx.layout = 'LAYOUT_16x9';
const slide = pptx.addSlide();
slide.addText('{{Company}}', { x: 0.4, y: 0.2, w: 3.2, h: 0.6, fontSize: 28, fontFace: 'Calibri', fit: 'shrink' });
slide.addText('Contact: {{Contact}}', { x: 5, y: 0.2, w: 4.5, h: 0.5, fontSize: 14, fontFace: 'Calibri' });
slide.addTable(
  [
    [{ text: 'Product' }, { text: 'Price' }],
    [{ text: '{{#rows | paginate:5}}{{product}}' }, { text: '{{price}}{{/rows}}' }],
  ],
  { x: 0.5, y: 1.2, w: 9, colW: [6, 3], fontSize: 14, fontFace: 'Calibri' },
);
slide.addText('Page {{page}} of {{pages}}', { x: 7.5, y: 5, w: 2, h: 0.4, fontSize: 12, fontFace: 'Calibri' });
pptx.write({ outputType: 'base64' }).then((text) => process.stdout.write(text));
`;

const LONG_NAME = 'Acme Worldwide Industrial Holdings International';

// Grouped by Company: Acme has a name too long for its box and eight items (two pages of five); Globex has no
// contact.
const ORDERS_CSV = [
  'Company,Contact,product,price',
  ...Array.from({ length: 8 }, (_, index) => `${LONG_NAME},Ann Lee,Item A${index + 1},${10 + index}`),
  'Globex,,Item G1,5',
  'Globex,,Item G2,6',
].join('\n');

describe('text that fits, tables that continue, preflight and preview through the wizard', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workDir: string;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { company: 'Deckmill' });
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-e2e-fit-'));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('reports the long name and the empty contact, previews a row, and generates fitted, continued decks', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/app/templates/new`);
    const deck = Buffer.from(
      execFileSync(process.execPath, ['-e', BUILD_DECK, require.resolve('pptxgenjs')], { encoding: 'utf8' }),
      'base64',
    );
    await dropFile(page, deck, 'Orders.pptx');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/app\/templates\/\d+$/);
    await page.getByRole('link', { name: 'Create Presentation' }).click();
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(ORDERS_CSV) });
    await page.getByText('rows found').waitFor();
    await page.getByLabel('One deck per value of column …').check();
    await page.getByLabel('Group by column').selectOption('Company');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{Company}}').inputValue()).resolves.toBe('Company');

    // Preflight runs by itself once every tag has a column: both groups are listed with their reasons.
    const report = page.getByRole('status', { name: 'Data check' });
    await report.getByText('2 groups need attention').waitFor({ timeout: 60_000 });
    await report.getByText('Show the rows').click();
    await report.getByText('Text made smaller to fit').waitFor();
    await report.getByText('Empty values').waitFor();
    await expect(report.textContent()).resolves.toMatch(/Contact/);

    // The first row drawn by LibreOffice on the server: its two pages.
    await page.getByLabel(/^Row \(1 to 2\)/).fill('1');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const second = page.getByRole('img', { name: 'Slide 2 of row 1' });
    await second.waitFor({ timeout: 90_000 });
    await expect(decodedWidth(second)).resolves.toBeGreaterThan(100);

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
    const acmeName = Object.keys(decks).find((name) => name.startsWith('Acme'));
    expect(acmeName).toBeDefined();

    // The long name is shrunk in its box (PowerPoint's own attribute), the table continued on a second slide.
    const acmeParts = unzipSync(decks[acmeName as string]);
    const slides = Object.keys(acmeParts).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(2);
    const first = strFromU8(acmeParts['ppt/slides/slide1.xml']);
    expect(first).toMatch(/<a:normAutofit fontScale="\d+"/);

    // LibreOffice reads both pages: header on each, every item once and in order, the page numbers.
    const acmeFile = path.join(workDir, 'Acme.pptx');
    await writeFile(acmeFile, decks[acmeName as string]);
    const text = await libreOfficeText(acmeFile, workDir);
    expect(text.match(/Product/g)).toHaveLength(2);
    const items = text.match(/Item A\d/g);
    expect(items).toEqual(Array.from({ length: 8 }, (_, index) => `Item A${index + 1}`));
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(browser.consoleErrors).toEqual([]);
  }, 360_000);
});
