import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { verifyWebhookSignature } from '@deckmill/outbound';
import { eventually } from '@deckmill/testing';
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

/** What a `deck.opened` / `deck.viewed` delivery says (docs/webhooks.md), as far as this journey reads it. */
interface DeckEvent {
  readonly type: string;
  readonly data: {
    readonly link: { readonly id: string };
    readonly row: { readonly number: number };
    readonly view: {
      readonly ended_at: string | null;
      readonly seconds: number;
      readonly slide_seconds: number[];
      readonly furthest_slide: number;
      readonly slide_count: number;
      readonly downloads: number;
    };
  };
}

interface Delivery {
  readonly signature: string;
  readonly body: Buffer;
}

/** A webhook endpoint on loopback (allowed through OUTBOUND_ALLOW_HOSTS): keeps every delivery, answers 204. */
async function startReceiver(): Promise<{ server: Server; url: string; deliveries: Delivery[] }> {
  const deliveries: Delivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      deliveries.push({
        signature: String(req.headers['deckmill-signature'] ?? ''),
        body: Buffer.concat(chunks),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/deckmill`, deliveries };
}

/**
 * Personal links in the browser (docs/sharing.md): a paid account makes a batch with living links in the wizard
 * (a key column), an anonymous visitor (a second browser context, no cookies) opens one, pages through the slides
 * with the keyboard, spends time on them and downloads the deck; the owner hears of it by webhook (`deck.opened`,
 * `deck.viewed` with seconds per slide) and sees it in the link's timeline. The batch runs again with new data,
 * and the same link shows the new deck of its row; once the owner revokes it, the link answers 410.
 */
describe('personal links and the viewer in the browser', () => {
  let product: RunningProduct;
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    product = await startProduct({ env: { OUTBOUND_ALLOW_HOSTS: new URL(receiver.url).host } });
    owner = await openBrowser();
    visitor = await openBrowser();
    await signUpInBrowser(owner, product.baseUrl, { company: 'Northwind Sales' });
  });

  afterAll(async () => {
    await visitor?.close();
    await owner?.close();
    await product?.dispose();
    receiver?.server.closeAllConnections();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  it('sends a living link: viewed anonymously, reported by webhook and timeline, updated by a run, revoked (410)', async () => {
    const base = product.baseUrl;
    const page = await owner.newPage();
    await upgradeToStarter(page, base);
    const headers = { 'x-csrf-token': await csrfToken(owner, base) };
    const registered = await owner.context.request.post(`${base}/api/settings/webhooks`, {
      headers,
      data: { url: receiver.url, events: ['deck.opened', 'deck.viewed'] },
    });
    expect(registered.status()).toBe(201);
    const { secret } = (await registered.json()) as { secret: string };
    /** The deliveries of one type, each checked against the endpoint's secret before it is read. */
    const received = (type: string): DeckEvent[] =>
      receiver.deliveries
        .filter((delivery) => verifyWebhookSignature(delivery.signature, secret, delivery.body))
        .map((delivery) => JSON.parse(delivery.body.toString('utf8')) as DeckEvent)
        .filter((event) => event.type === type);
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
    const sample = (await readFile(path.join(SAMPLES, 'sample-data.csv'), 'utf8')).split('\n');
    const csv = sample.slice(0, 3).join('\n');
    // The next run's data: the rows in another order, Northwind Traders (row 1 before) now in Oslo.
    const [header = '', northwind = '', blueHarbor = ''] = sample;
    expect(northwind).toContain(',Northwind Traders,London,');
    const newCsv = [header, blueHarbor, northwind.replace(',London,', ',Oslo,')].join('\n');

    // The wizard: links are on for a paid plan; the sender allows downloads and keeps links up to date by company.
    await page.goto(`${base}/app/presentations/new?template_id=${template.id}&step=2`);
    await page
      .getByLabel('Data file')
      .setInputFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('rows found').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    const option = page.getByLabel('Make a personal link for each deck');
    await expect(option.isChecked()).resolves.toBe(true);
    await page.getByLabel('Viewers may').selectOption('allow_download');
    await page
      .getByLabel('Keep links up to date when you run this again: match rows by')
      .selectOption('company');
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
    // The first view of a deck has its slides drawn (LibreOffice), which a loaded machine takes a while for.
    const opened = await viewer.goto(first.url, { timeout: 120_000 });
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toMatch(/noindex/);
    await viewer.getByText('Shared by').waitFor();
    await viewer.getByText('Northwind Sales').waitFor();
    const counter = viewer.locator('#counter');
    const caption = viewer.locator('.slide:not([hidden]) figcaption');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 1 of [3-9]/);
    await expect(caption.textContent()).resolves.toContain('Prepared for Ada · London');
    // The visitor reads slides 2 and 3 for a while: the time the view reports per slide.
    await viewer.keyboard.press('ArrowRight');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 2 of/);
    await viewer.waitForTimeout(1_200);
    await viewer.keyboard.press('ArrowRight');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 3 of/);
    // The shown slide's image loaded, and its text is there for screen readers.
    await viewer.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.slide:not([hidden]) img');
      return img !== null && img.complete && img.naturalWidth >= 1000;
    });
    await viewer.waitForTimeout(1_200);
    await viewer.keyboard.press('End');
    await viewer.keyboard.press('Home');
    await expect(counter.textContent()).resolves.toMatch(/^Slide 1 of/);
    await expect(caption.textContent()).resolves.toMatch(/\S/);

    const [download] = await Promise.all([
      viewer.waitForEvent('download'),
      viewer.getByRole('link', { name: 'Download PPTX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pptx$/);
    // Leaving the page ends the view (pagehide sends the last report with keepalive).
    await eventually(() => received('deck.opened').length > 0, 'deck.opened', { timeoutMs: 30_000 });
    await viewer.close();

    // The owner's webhook hears the first open and the ended view, with its seconds per slide.
    await eventually(() => received('deck.viewed').length > 0, 'deck.viewed', { timeoutMs: 30_000 });
    const [firstOpen] = received('deck.opened');
    expect(firstOpen?.data.link.id).toBe(first.id);
    expect(firstOpen?.data.view.ended_at).toBeNull();
    const [viewed] = received('deck.viewed');
    expect(viewed?.data.link.id).toBe(first.id);
    expect(viewed?.data.row.number).toBe(1);
    const view = viewed?.data.view;
    expect(view?.ended_at).not.toBeNull();
    expect(view?.slide_count).toBe(4);
    expect(view?.furthest_slide).toBe(4);
    expect(view?.downloads).toBe(1);
    expect(view?.slide_seconds).toHaveLength(4);
    expect(view?.slide_seconds[1]).toBeGreaterThanOrEqual(1.2);
    expect(view?.slide_seconds[2]).toBeGreaterThanOrEqual(1.2);
    const total = (view?.slide_seconds ?? []).reduce((sum, seconds) => sum + seconds, 0);
    expect(Math.abs((view?.seconds ?? 0) - total)).toBeLessThan(1);

    // ...and the link's timeline on the presentation page: one open, a bar per slide with its seconds.
    await page.reload();
    await list
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^1 open · 1 viewer for / })
      .click();
    const timeline = page.getByRole('dialog', { name: /^Activity of / });
    const bars = timeline.getByRole('list', { name: 'Seconds per slide, Viewer 1' }).getByRole('listitem');
    await bars.first().waitFor();
    // Each bar's words (its tooltip and its screen-reader text) say the slide's seconds.
    const perSlide = await bars.evaluateAll((items) => items.map((item) => item.getAttribute('title') ?? ''));
    expect(perSlide).toHaveLength(4);
    expect(perSlide[1]).toMatch(/^Slide 2: [1-9]\d* s$/);
    expect(perSlide[2]).toMatch(/^Slide 3: [1-9]\d* s$/);
    await timeline.getByRole('button', { name: 'Close' }).click();

    // The presentation runs again with new data: the link already sent follows its row (by company).
    await page.getByLabel('New data file').setInputFiles({
      name: 'offers-december.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(newCsv),
    });
    await page.getByRole('button', { name: 'Run again' }).click();
    await page.waitForURL((url) => url.pathname.split('/').pop() !== batchId);
    // The first run's figures stay on screen until the second's load: wait for the page to show run 2.
    await page
      .getByRole('list', { name: 'Runs' })
      .locator('[aria-current="page"]', { hasText: /^Run 2$/ })
      .waitFor();
    await page.getByText('Ready for download', { exact: true }).waitFor({ timeout: 90_000 });
    const updated = await visitor.newPage();
    expect((await updated.goto(first.url, { timeout: 120_000 }))?.status()).toBe(200);
    await updated.getByText(/^Updated on /).waitFor();
    await expect(updated.locator('.slide:not([hidden]) figcaption').textContent()).resolves.toContain(
      'Prepared for Ada · Oslo',
    );
    await updated.close();

    // The owner revokes it on the first run's page; the visitor's next visit says so.
    await page.goto(`${base}/app/presentations/${batchId}`);
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
    const revoked = await visitor.newPage();
    const gone = await revoked.goto(first.url);
    expect(gone?.status()).toBe(410);
    await revoked.getByRole('heading', { name: 'This link is no longer available' }).waitFor();
    // The browser reports the 410 page's own status; nothing else went wrong.
    const gonePage = (error: string) => error.includes('status of 410');
    expect([...owner.consoleErrors, ...visitor.consoleErrors].filter((error) => !gonePage(error))).toEqual(
      [],
    );
  }, 360_000);
});
