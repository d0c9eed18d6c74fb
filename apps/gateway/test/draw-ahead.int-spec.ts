import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShareLinkListView } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { eventually } from '@deckmill/testing';
import { apiKeyClient, newPerson, type Person } from './support/world';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');

const manifestOf = (batchId: string, row: number) => `presentations/${batchId}/slides/${row}/slides.json`;

/**
 * Drawing ahead (docs/sharing.md): a batch made with `share_draw_ahead` (here through API v1) has each row's slides drawn (priority
 * `ahead`) and their manifest written once its deck is made, so the viewer's first view draws nothing; a batch
 * without it is drawn on the first view only.
 */
describe('drawing the viewer slides ahead', () => {
  let stack: TestStack;
  let owner: Person;
  let storage: ObjectStorage;

  /** A batch of the sample's first `rows` rows through the app's form. */
  async function batch(rows: number, extra: Record<string, string>): Promise<string> {
    const template = await owner.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/samples/template',
    );
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set(
      'presentation[csv_file]',
      new Blob([
        SAMPLE_CSV.trim()
          .split('\n')
          .slice(0, rows + 1)
          .join('\n'),
      ]),
      'rows.csv',
    );
    const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
    form.set('presentation[data_mapping]', JSON.stringify(mapping));
    for (const [name, value] of Object.entries(extra)) form.set(`presentation[${name}]`, value);
    const created = await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    await eventually(
      async () =>
        (await owner.client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`)).body
          .status === 'completed',
      'the batch to complete',
      { timeoutMs: 90_000 },
    );
    return created.body.id;
  }

  /** The same through API v1's multipart create, as automation asks for it. */
  async function v1Batch(rows: number, extra: Record<string, string>): Promise<string> {
    const api = await apiKeyClient(stack, owner);
    const template = await owner.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/samples/template',
    );
    const form = new FormData();
    form.set('template_id', String(template.body.id));
    const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
    form.set('mapping', JSON.stringify(mapping));
    for (const [name, value] of Object.entries(extra)) form.set(name, value);
    // The fields first: v1 reads them before it streams the file.
    form.set(
      'data_file',
      new Blob([
        SAMPLE_CSV.trim()
          .split('\n')
          .slice(0, rows + 1)
          .join('\n'),
      ]),
      'rows.csv',
    );
    const created = await api.post<{ id: string }>('/api/v1/batches', form);
    expect(created.status).toBe(202);
    await eventually(
      async () =>
        (await api.get<{ status: string }>(`/api/v1/batches/${created.body.id}`)).body.status === 'completed',
      'the v1 batch to complete',
      { timeoutMs: 90_000 },
    );
    return created.body.id;
  }

  beforeAll(async () => {
    stack = await startTestStack();
    storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    owner = await newPerson(stack, 'ahead');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'professional' });
  }, 60_000);

  // A warm LibreOffice that drew the slides may take its time to end.
  afterAll(async () => {
    jest.restoreAllMocks();
    await stack?.stop();
  }, 180_000);

  it("writes every row's slide manifest after the batch, and the viewer then serves the slides without a draw", async () => {
    const plain = await batch(1, {});
    const ahead = await v1Batch(2, { share_links: 'true', share_draw_ahead: 'true' });
    await eventually(
      async () =>
        (await storage.exists(manifestOf(ahead, 1))) && (await storage.exists(manifestOf(ahead, 2))),
      'both rows’ slides drawn ahead',
      { timeoutMs: 300_000, intervalMs: 500 },
    );
    const manifest = JSON.parse(
      Buffer.concat(await (await storage.getStream(manifestOf(ahead, 2))).toArray()).toString('utf8'),
    ) as { slides: { key: string; text: string }[] };
    expect(manifest.slides.length).toBeGreaterThan(0);
    expect(manifest.slides.map((slide) => slide.text).join(' ')).toContain('Blue Harbor Logistics');
    // Nothing was drawn for the batch without the option: its first view will.
    expect(await storage.exists(manifestOf(plain, 1))).toBe(false);

    const draws = jest.spyOn(RpcClient.prototype, 'call');
    const { links } = (await owner.client.get<ShareLinkListView>(`/api/app/presentations/${ahead}/links`))
      .body;
    const token = new URL(links[1]?.url ?? '').pathname;
    const viewer = new TestClient(stack.baseUrl, { 'x-forwarded-for': '10.77.3.9' });
    const page = await viewer.fetch(token);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<figcaption class="sr-only"[^>]*>[^<]*Blue Harbor Logistics/);
    const image = await viewer.fetch(`${token}/slides/1`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // The spy sees the bus's calls (the viewer asked generation for the slides), and none asked for a drawing.
    expect(draws.mock.calls.some(([key]) => key === 'generation.share-link-slides')).toBe(true);
    expect(draws.mock.calls.filter(([key]) => key === 'converter.draw-slides')).toEqual([]);
    draws.mockRestore();
  }, 420_000);
});
