import { execFileSync } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { utils, write } from '@e965/xlsx';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import {
  dropFile,
  libreOfficeText,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';

// pptxgenjs imports modules dynamically, which Jest's VM refuses without a flag: it runs in a plain node child.
const BUILD_DECK = `
const PptxGenJS = require(process.argv[1]);
const pptx = new PptxGenJS();
const slide = pptx.addSlide();
slide.addText('Region {{ region | upper }}', { x: 0.5, y: 0.5, w: 9, h: 1 });
slide.addText('Total {{ total | number:2 }}', { x: 0.5, y: 1.6, w: 9, h: 1 });
slide.addText('Products: {{#rows}}{{item}}; {{/rows}}', { x: 0.5, y: 2.7, w: 9, h: 1 });
pptx.write({ outputType: 'base64' }).then((text) => process.stdout.write(text));
`;

const BUILD_OFFER = `
const PptxGenJS = require(process.argv[1]);
const pptx = new PptxGenJS();
const slide = pptx.addSlide();
slide.addText('Offer for {{company}}', { x: 0.5, y: 0.5, w: 9, h: 1 });
slide.addText('Price {{price}}', { x: 0.5, y: 1.6, w: 9, h: 1 });
slide.addText('Valid until {{valid_until}}', { x: 0.5, y: 2.7, w: 9, h: 1 });
slide.addText('Net {{price | number:1}}', { x: 0.5, y: 3.8, w: 9, h: 1 });
pptx.write({ outputType: 'base64' }).then((text) => process.stdout.write(text));
`;

const JAN_31_2027 = 46418; // Excel's serial day number

/** Notes on sheet 1; on sheet 2 the offers, a euro price and a day-first date as a sales team formats them. */
function offersWorkbook(prices: readonly number[]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Read me'], ['Prices are net of VAT']]), 'Notes');
  const offers = utils.aoa_to_sheet([
    ['Company', 'Price', 'Valid until'],
    ...prices.map((price, index) => [
      ['Café Müller', 'Globex'][index] ?? `Company ${index}`,
      price,
      JAN_31_2027,
    ]),
  ]);
  prices.forEach((_price, index) => {
    offers[`B${index + 2}`].z = '"€"#,##0.00';
    offers[`C${index + 2}`].z = 'dd/mm/yyyy';
  });
  utils.book_append_sheet(book, offers, 'Offers');
  return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true }) as Buffer);
}

const GROUPED_CSV = [
  'Region,Manager,Product,Total',
  'North,Ann,Tea,1200.5',
  'South,Bob,Coffee,80',
  'North,Ann,Cake,15',
  'East,Cid,Juice,7',
].join('\n');

const JSON_DATA = JSON.stringify([
  { region: 'North', total: 1215.5, lines: [{ product: 'Tea' }, { product: 'Cake' }] },
  { region: 'South', total: 83, lines: [{ product: 'Coffee' }] },
]);

/** Slide text of every deck in a downloaded ZIP, by file name: each paragraph's runs joined, a line each. */
function zipTexts(zip: Buffer): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [name, deck] of Object.entries(unzipSync(zip))) {
    const parts = unzipSync(deck);
    texts[name] = Object.keys(parts)
      .filter((part) => /^ppt\/slides\/slide\d+\.xml$/.test(part))
      .flatMap((part) => new TextDecoder().decode(parts[part]).split('</a:p>'))
      .map((paragraph) => [...paragraph.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) => m[1]).join(''))
      .join('\n');
  }
  return texts;
}

describe('grouped CSV and JSON data through the wizard', () => {
  let product: RunningProduct;
  let browser: BrowserSession;
  let workDir: string;

  beforeAll(async () => {
    product = await startProduct();
    browser = await openBrowser();
    await signUpInBrowser(browser, product.baseUrl, { company: 'Deckmill' });
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-e2e-data-'));
  });

  afterAll(async () => {
    await browser?.close();
    await product?.dispose();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  async function zipOfBatch(page: Page, decks: number): Promise<Record<string, string>> {
    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    await page.getByText(`${decks} of ${decks} generated`).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download all (ZIP)' }).click(),
    ]);
    const zipPath = path.join(workDir, `${Date.now()}.zip`);
    await download.saveAs(zipPath);
    return zipTexts(await readFile(zipPath));
  }

  it('makes one deck per region from a grouped CSV, then one per object of a JSON file', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.baseUrl}/app/templates/new`);
    const deck = Buffer.from(
      execFileSync(process.execPath, ['-e', BUILD_DECK, require.resolve('pptxgenjs')], { encoding: 'utf8' }),
      'base64',
    );
    await dropFile(page, deck, 'Regions.pptx');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/app\/templates\/\d+$/);
    await page.getByRole('link', { name: 'Create Presentation' }).click();
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    const wizardUrl = page.url();

    // Grouped CSV: 4 rows, 3 regions.
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: Buffer.from(GROUPED_CSV) });
    await page.getByText('rows found').waitFor();
    await page.getByLabel('One deck per value of column …').check();
    await page.getByLabel('Group by column').selectOption('Region');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{region}}').inputValue()).resolves.toBe('Region');
    await expect(page.getByLabel('{{total}}').inputValue()).resolves.toBe('Total');
    // {{item}} inside {{#rows}} matches no column by name: the user maps it, as a top-level tag.
    const item = page.getByRole('group', { name: 'Inside {{#rows}}, for each item' }).getByLabel('{{item}}');
    await expect(item.inputValue()).resolves.toBe('');
    await item.click();
    await item.pressSequentially('Product');
    await page.getByRole('option', { name: /^Product/ }).click();
    await page.getByLabel('File name pattern').fill('{{region}}.pptx');
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    const grouped = await zipOfBatch(page, 3);
    expect(Object.keys(grouped).sort()).toEqual(['East.pptx', 'North.pptx', 'South.pptx']);
    // The group's first row fills the deck's fields; its rows repeat inside {{#rows}} (item = Product); filters
    // format them.
    expect(grouped['North.pptx']).toContain('Region NORTH');
    expect(grouped['North.pptx']).toContain('Total 1,200.50');
    expect(grouped['North.pptx']).toContain('Products: Tea; Cake;');
    expect(grouped['South.pptx']).toContain('Products: Coffee;');

    // JSON: no mapping, the fields match the tags by name; the locale is chosen at step 3.
    await page.goto(wizardUrl);
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'sales.json', mimeType: 'application/json', buffer: Buffer.from(JSON_DATA) });
    await page.getByRole('cell', { name: '2 items' }).waitFor();
    await expect(page.getByLabel('One deck per row').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The fields of each JSON object fill the tags of the same name').waitFor();
    await page.getByLabel('Number and date format').selectOption('de-DE');
    await page.getByLabel('File name pattern').fill('{{region}}.pptx');
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    const fromJson = await zipOfBatch(page, 2);
    expect(Object.keys(fromJson).sort()).toEqual(['North.pptx', 'South.pptx']);
    expect(fromJson['South.pptx']).toContain('Region SOUTH');
    expect(fromJson['North.pptx']).toContain('Total 1.215,50'); // de-DE
    expect(fromJson['North.pptx']).toMatch(/^Products: $/m); // no list `rows` in this JSON: nothing repeats
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);

  async function uploadTemplate(page: Page, script: string, name: string): Promise<void> {
    await page.goto(`${product.baseUrl}/app/templates/new`);
    const deck = Buffer.from(
      execFileSync(process.execPath, ['-e', script, require.resolve('pptxgenjs')], { encoding: 'utf8' }),
      'base64',
    );
    await dropFile(page, deck, name);
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/app\/templates\/\d+$/);
    await page.getByRole('link', { name: 'Create Presentation' }).click();
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
  }

  it('reads sheet 2 of a workbook as Excel shows it, and a Windows-1252 CSV with its accents', async () => {
    const page = await browser.newPage();
    await uploadTemplate(page, BUILD_OFFER, 'Offer.pptx');
    const wizardUrl = page.url();
    const datasets: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') datasets.push(new URL(request.url()).pathname);
    });

    await page.getByLabel('Data file').setInputFiles({
      name: 'Q3 offers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: offersWorkbook([1080, 99.5]),
    });
    await page.getByLabel('Sheet').selectOption('Offers');
    await page.getByRole('cell', { name: '€1,080.00' }).waitFor();
    await page.getByRole('cell', { name: '31/01/2027' }).first().waitFor();
    await page.getByText('Uploaded: the checks and the batch use it as read here.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('{{company}}').inputValue()).resolves.toBe('Company');
    await expect(page.getByLabel('{{price}}').inputValue()).resolves.toBe('Price');
    await page.getByLabel('{{valid_until}}').fill('Valid until');
    await page.getByRole('option', { name: /^Valid until/ }).click();
    await page.getByText('All 2 rows look good').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    const decks = await zipOfBatch(page, 2);
    expect(decks['Café Müller.pptx']).toContain('Price €1,080.00');
    expect(decks['Café Müller.pptx']).toContain('Valid until 31/01/2027');
    // A filter that formats the number reads the cell's value, not the text Excel shows.
    expect(decks['Café Müller.pptx']).toContain('Net 1,080.0');
    // The workbook went up once; the check and the batch named its dataset.
    expect(datasets.filter((pathname) => pathname === '/api/app/datasets')).toHaveLength(2);

    // LibreOffice, an independent reader, shows the values as Excel displayed them.
    const deckPath = path.join(workDir, 'cafe.pptx');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Café Müller.pptx' }).click(),
    ]);
    await download.saveAs(deckPath);
    const shown = await libreOfficeText(deckPath, workDir);
    expect(shown).toContain('Offer for Café Müller');
    expect(shown).toContain('Price €1,080.00');

    // Run again with new data: the workbook edited, its sheet chosen; the new run leads the line.
    const firstRun = page.url();
    await page.getByLabel('New data file').setInputFiles({
      name: 'Q4 offers.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: offersWorkbook([1200]),
    });
    await page.getByLabel('Sheet').selectOption('Offers');
    await page.getByRole('button', { name: 'Run again' }).click();
    await page.waitForURL(
      (url) => url.href !== firstRun && /\/app\/presentations\/[0-9a-f-]{36}$/.test(url.pathname),
    );
    const rerun = await zipOfBatch(page, 1);
    expect(rerun['Café Müller.pptx']).toContain('Price €1,200.00');
    expect(rerun['Café Müller.pptx']).toContain('Net 1,200.0');
    await page.getByRole('list', { name: 'Runs' }).getByRole('link', { name: 'Run 1' }).waitFor();
    await page.goto(`${product.baseUrl}/app/presentations`);
    await page.getByText('Run 2', { exact: true }).waitFor();

    // Excel's "CSV" on Windows: Windows-1252, said as a guess with a line as read.
    await page.goto(wizardUrl);
    await page.getByRole('heading', { name: 'Upload Data' }).waitFor();
    const windows1252 = Buffer.concat([
      Buffer.from('Company;Price;Valid until\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(' M'),
      Buffer.from([0xfc]),
      Buffer.from('ller;'),
      Buffer.from([0x80]),
      Buffer.from(' 12;31/01/2027\n'),
    ]);
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'export.csv', mimeType: 'text/csv', buffer: windows1252 });
    await page.getByRole('cell', { name: 'Café Müller' }).waitFor();
    await page.getByText(/guessed from its characters/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('{{valid_until}}').fill('Valid until');
    await page.getByRole('option', { name: /^Valid until/ }).click();
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    const fromCsv = await zipOfBatch(page, 1);
    expect(fromCsv['Café Müller.pptx']).toContain('Price € 12');
    expect(browser.consoleErrors).toEqual([]);
  }, 300_000);
});
