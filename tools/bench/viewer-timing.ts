import { TestClient } from '@deckmill/server-harness';
import { previewsSettled, signUpAsOperator, uploadTemplate } from './drive-batch';
import type { RunningProduct } from './product-processes';

/** How long a viewer waited for the first slide of one link, and how the page answered. */
export interface ViewerSample {
  readonly ms: number;
  readonly slides: number;
}

export interface ViewerTimings {
  /** Each link opened for the first time: its slides drawn while the viewer waits. */
  readonly unseen: readonly ViewerSample[];
  /** The same links opened again: slides from storage. */
  readonly cached: readonly ViewerSample[];
}

/** The CSV's columns are the template's placeholders; every row differs, so every deck is a deck of its own. */
function rowsCsv(placeholders: readonly string[], rows: number): string {
  const cell = (name: string, row: number) => `${name.replace(/_/g, ' ')} ${row}`;
  const lines = [placeholders.join(',')];
  for (let row = 1; row <= rows; row += 1) lines.push(placeholders.map((name) => cell(name, row)).join(','));
  return lines.join('\n');
}

/**
 * What a viewer waits for before the first slide shows: the page (`GET /d/<token>`, which draws the deck's
 * slides when they never were) and the first slide's image, read to its last byte, over HTTP from a running
 * product. The browser's own drawing of the page is not in it (a few ms for this page: no script before it).
 */
async function firstSlide(url: string): Promise<ViewerSample> {
  const started = performance.now();
  const page = await fetch(url);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`viewer page: ${page.status} ${html.slice(0, 200)}`);
  const sources = [...html.matchAll(/<img[^>]+src="(\/d\/[^"]+\/slides\/\d+)"/g)].map((match) => match[1]);
  const first = sources[0];
  if (!first) throw new Error(`the viewer page shows no slide: ${html.slice(0, 300)}`);
  const image = await fetch(new URL(first, url));
  const bytes = (await image.arrayBuffer()).byteLength;
  if (image.status !== 200 || bytes < 1000) throw new Error(`first slide: ${image.status}, ${bytes} bytes`);
  return { ms: performance.now() - started, slides: new Set(sources).size };
}

/**
 * Makes a batch of `rows` decks with personal links on `product`, then opens each link twice as an anonymous
 * viewer: first unseen (drawn now), then cached.
 */
export async function timeViewer(
  product: RunningProduct,
  deck: Uint8Array,
  rows: number,
  onSample: (kind: 'unseen' | 'cached', index: number, sample: ViewerSample) => void,
): Promise<ViewerTimings> {
  const client = new TestClient(product.baseUrl);
  await signUpAsOperator(client, product);
  const template = await uploadTemplate(client, deck);
  // The template's own previews run LibreOffice: let them finish, as a person looks at them first.
  await previewsSettled(client, template.id);
  const form = new FormData();
  form.set('presentation[template_id]', String(template.id));
  form.set('presentation[csv_file]', new Blob([rowsCsv(template.placeholders, rows)]), 'rows.csv');
  form.set(
    'presentation[data_mapping]',
    JSON.stringify(Object.fromEntries(template.placeholders.map((name) => [name, name]))),
  );
  form.set('presentation[share_links]', 'true');
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  const deadline = performance.now() + 10 * 60_000;
  for (;;) {
    const detail = await client.get<{ status: string; rows_done: number }>(
      `/api/app/presentations/${created.body.id}`,
    );
    if (detail.body.status === 'completed' && detail.body.rows_done === rows) break;
    if (detail.body.status === 'failed' || performance.now() > deadline) {
      throw new Error(`batch: ${detail.status} ${detail.text.slice(0, 300)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const links = await client.get<{ links: { url: string; state: string }[] }>(
    `/api/app/presentations/${created.body.id}/links`,
  );
  const urls = links.body.links.map((link) => link.url);
  if (urls.length !== rows) throw new Error(`links: ${links.status} ${links.text.slice(0, 300)}`);
  const unseen: ViewerSample[] = [];
  const cached: ViewerSample[] = [];
  for (const [index, url] of urls.entries()) {
    const sample = await firstSlide(url);
    unseen.push(sample);
    onSample('unseen', index, sample);
  }
  for (const [index, url] of urls.entries()) {
    const sample = await firstSlide(url);
    cached.push(sample);
    onSample('cached', index, sample);
  }
  return { unseen, cached };
}
