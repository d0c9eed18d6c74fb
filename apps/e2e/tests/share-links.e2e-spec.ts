import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  csrfToken,
  openBrowser,
  signUpInBrowser,
  startProduct,
  type BrowserSession,
  type RunningProduct,
} from '../src';
import { upgradeToStarter } from '../src/plans';

const SAMPLES = path.resolve(__dirname, '../../gateway/src/dashboard/samples');
const PPTX_TYPE = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

interface Link {
  readonly row: number;
  readonly url: string;
  readonly id: string;
}

/**
 * Personal links in the browser (docs/sharing.md): a paid account makes a batch with links in the wizard, an
 * anonymous visitor (a second browser context, no cookies) opens one, pages through the slides with the keyboard
 * and downloads the deck; once the owner revokes it on the presentation page, the link answers 410.
 */
describe('personal links and the viewer in the browser', () => {
  let product: RunningProduct;
  let owner: BrowserSession;
  let visitor: BrowserSession;

  beforeAll(async () => {
    product = await startProduct();
    owner = await openBrowser();
    visitor = await openBrowser();
    await signUpInBrowser(owner, product.baseUrl, { company: 'Northwind Sales' });
  });

  afterAll(async () => {
    await visitor?.close();
    await owner?.close();
    await product?.dispose();
  });

  it('sends a deck by link: viewed anonymously with the keyboard, downloaded, then revoked (410)', async () => {
    const base = product.baseUrl;
    const page = await owner.newPage();
    await upgradeToStarter(page, base);
    const headers = { 'x-csrf-token': await csrfToken(owner, base) };
    const uploaded = await owner.context.request.post(`${base}/api/app/templates`, {
      headers,
      multipart: {
        'template[name]': 'Personal Offer',
        'template[file]': {
          name: 'Personal Offer.pptx',
          mimeType: PPTX_TYPE,
          buffer: await readFile(path.join(SAMPLES, 'sample-template.pptx')),
        },
      },
    });
    const template = (await uploaded.json()) as { id: number };
    const csv = (await readFile(path.join(SAMPLES, 'sample-data.csv'), 'utf8'))
      .split('\n')
      .slice(0, 3)
      .join('\n');

    // The wizard: links are on for a paid plan; the sender allows downloads.
    await page.goto(`${base}/app/presentations/new?template_id=${template.id}&step=2`);
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('rows found').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const option = page.getByLabel('Make a personal link for each deck');
    await expect(option.isChecked()).resolves.toBe(true);
    await page.getByLabel('Viewers may').selectOption('allow_download');
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    const batchId = page.url().split('/').pop() ?? '';
    await page.getByText('Ready for download').waitFor({ timeout: 90_000 });

    // The presentation page lists the links.
    const list = page.getByRole('list', { name: 'Personal links' });
    await list.getByRole('listitem').nth(1).waitFor();
    const { links } = (await (
      await owner.context.request.get(`${base}/api/app/presentations/${batchId}/links`)
    ).json()) as { links: Link[] };
    expect(links.map((link) => link.row)).toEqual([1, 2]);
    const first = links[0] as Link;
    expect(first.url).toMatch(new RegExp(`^${base}/d/[A-Za-z0-9_-]{43}$`));

    // Anyone with the link, in a browser that never signed in.
    const viewer = await visitor.newPage();
    const opened = await viewer.goto(first.url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
    await viewer.getByText('Shared by').waitFor();
    await viewer.getByText('Northwind Sales').waitFor();
    const counter = viewer.locator('#counter');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 1 of [3-9]/);
    await viewer.keyboard.press('ArrowRight');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 2 of/);
    await viewer.keyboard.press('ArrowRight');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 3 of/);
    // The shown slide's image loaded, and its text is there for screen readers.
    await viewer.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.slide:not([hidden]) img');
      return img !== null && img.complete && img.naturalWidth >= 1000;
    });
    await viewer.keyboard.press('End');
    await viewer.keyboard.press('Home');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 1 of/);
    await expect(viewer.locator('.slide:not([hidden]) figcaption').textContent()).resolves.toMatch(/\S/);

    const [download] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('link', { name: 'Download PPTX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);

    // The owner revokes it on the presentation page; the visitor's next visit says so.
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^More actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Revoke' }).click();
    await page
      .getByRole('alertdialog', { name: 'Revoke link' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await list.getByRole('listitem').first().getByText('Revoked').waitFor();
    const gone = await viewer.goto(first.url);
    expect(gone?.status()).toBe(410);
    await viewer.getByRole('heading', { name: 'This link is no longer available' }).waitFor();
    // The browser reports the 410 page's own status; nothing else went wrong.
    const gonePage = (error: string) => error.includes('status of 410');
    expect([...owner.consoleErrors, ...visitor.consoleErrors].filter((error) => !gonePage(error))).toEqual(
      [],
    );
  }, 300_000);
});
