import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ShareLinkListView, ShareLinkView, V1ShareLinkList } from '@deckmill/api-contracts';
import { ConversionModule } from '@deckmill/converter-service';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { WarmOffice } from '@deckmill/office';
import {
  TestClient,
  recordEvents,
  startTestStack,
  type EventRecorder,
  type TestStack,
} from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { apiKeyClient, newPerson, type Person } from './support/world';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');
const ANONYMOUS = { 'x-forwarded-for': '10.77.0.9', 'user-agent': 'Mozilla/5.0 (share links spec)' };

/** The sample's first `rows` rows with an `email` column (row n: person<n>@example.com). */
function csvWithEmails(rows: number): string {
  const [header = '', ...lines] = SAMPLE_CSV.trim().split('\n');
  return [
    `${header},email`,
    ...lines.slice(0, rows).map((line, i) => `${line},person${i + 1}@example.com`),
  ].join('\n');
}

/** A finished batch of `rows` sample decks made through the wizard's form with `extra` fields. */
async function finishedBatch(person: Person, rows: number, extra: Record<string, string>): Promise<string> {
  const template = await person.client.post<{ id: number; placeholders: string[] }>(
    '/api/app/samples/template',
  );
  if (template.status !== 201) throw new Error(`sample template: ${template.status} ${template.text}`);
  const form = new FormData();
  form.set('presentation[template_id]', String(template.body.id));
  form.set('presentation[csv_file]', new Blob([csvWithEmails(rows)]), 'rows.csv');
  const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
  form.set('presentation[data_mapping]', JSON.stringify(mapping));
  for (const [name, value] of Object.entries(extra)) form.set(`presentation[${name}]`, value);
  const created = await person.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  await eventually(
    async () =>
      (await person.client.get<{ status: string }>(`/api/app/presentations/${created.body.id}`)).body
        .status === 'completed',
    'the batch to complete',
    { timeoutMs: 90_000 },
  );
  return created.body.id;
}

/** The path of a link's URL (/d/<token>) and its token. */
function tokenOf(link: ShareLinkView): string {
  return new URL(link.url).pathname.slice('/d/'.length);
}

/**
 * Personal links (docs/sharing.md): made with a paid plan's batch, listed, exported and changed by the owner only,
 * opened by anyone with the link in the public viewer, which answers 404 for unknown links and 410 for revoked,
 * expired or replaced ones; the database keeps only the tokens' hashes (and sealed copies).
 */
describe('personal links and the viewer', () => {
  let stack: TestStack;
  let owner: Person;
  let stranger: Person;
  let batchId: string;
  let links: ShareLinkView[];
  let downloads: EventRecorder<'deck.downloaded'>;
  const anyone = () => new TestClient(stack.baseUrl, ANONYMOUS);
  const linksOf = async (person: Person, id: string) =>
    person.client.get<ShareLinkListView>(`/api/app/presentations/${id}/links`);

  beforeAll(async () => {
    stack = await startTestStack();
    downloads = await recordEvents(stack, 'deck.downloaded');
    owner = await newPerson(stack, 'sharer');
    stranger = await newPerson(stack, 'stranger');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'professional' });
    // A paid plan's batch has links without asking; the form sets their defaults.
    batchId = await finishedBatch(owner, 3, { share_access: 'allow_download', share_gate_column: 'email' });
    links = (await linksOf(owner, batchId)).body.links;
  }, 180_000);

  afterAll(async () => {
    await downloads?.stop();
    await stack?.stop();
  });

  it("gives every deck of a paid plan's batch a link, with the batch's defaults and the row's address", () => {
    expect(links.map((link) => [link.row, link.state, link.access, link.gate, link.email])).toEqual([
      [1, 'active', 'allow_download', 'none', 'person1@example.com'],
      [2, 'active', 'allow_download', 'none', 'person2@example.com'],
      [3, 'active', 'allow_download', 'none', 'person3@example.com'],
    ]);
    for (const link of links) expect(link.url).toMatch(new RegExp(`^${stack.baseUrl}/d/[A-Za-z0-9_-]{43}$`));
  });

  it("gives a free plan's batch no links unless asked", async () => {
    const free = await newPerson(stack, 'free-sharer');
    const id = await finishedBatch(free, 1, {});
    expect((await linksOf(free, id)).body.links).toEqual([]);
  }, 120_000);

  it('stores only the hash of each token (and a sealed copy), never the token', async () => {
    const table = `${quoteIdent(serviceSchema('generation'))}."share_links"`;
    const rows = (await stack.dataSource?.query(
      `SELECT "id", "token_hash", row_to_json(l)::text AS "text" FROM ${table} l WHERE "batch_id" = $1`,
      [batchId],
    )) as { id: string; token_hash: string; text: string }[];
    expect(rows).toHaveLength(3);
    for (const link of links) {
      const row = rows.find((candidate) => candidate.id === link.id);
      expect(row?.token_hash).toBe(createHash('sha256').update(tokenOf(link)).digest('hex'));
      expect(row?.text).not.toContain(tokenOf(link));
      expect(row?.text).not.toContain('person');
    }
  });

  it('opens a link for anyone: the slides with their text, never indexed, no referrer, a strict CSP', async () => {
    const viewer = anyone();
    const page = await viewer.fetch(`/d/${tokenOf(links[0] as ShareLinkView)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toContain('Shared by sharer Tester');
    // The first row's values are on its slides, as text for screen readers.
    expect(html).toMatch(/<figcaption class="sr-only"[^>]*>[^<]*Northwind Traders/);
    expect(html).toContain('Download PPTX');
    const image = await viewer.fetch(`/d/${tokenOf(links[0] as ShareLinkView)}/slides/1`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }, 180_000);

  it("draws each deck's slides over the bus on the converter's warm LibreOffice, deck after deck on one", async () => {
    const warm = stack.app.select(ConversionModule).get(WarmOffice, { strict: true });
    const before = warm.convertedWarm;
    const firstSlide = async (link: ShareLinkView) => {
      const image = await anyone().fetch(`/d/${tokenOf(link)}/slides/1`);
      await image.arrayBuffer();
      return image.headers.get('content-type');
    };
    expect(await firstSlide(links[1] as ShareLinkView)).toBe('image/jpeg');
    const instances = warm.pids;
    expect(await firstSlide(links[2] as ShareLinkView)).toBe('image/jpeg');
    expect([warm.convertedWarm - before, instances.length, warm.pids]).toEqual([2, 1, instances]);
  }, 180_000);

  it('downloads when the link allows it (recorded as a signed link), and refuses once it is view only', async () => {
    const link = links[0] as ShareLinkView;
    const file = await anyone().fetch(`/d/${tokenOf(link)}/download/pptx`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    const event = await downloads.waitFor((data) => data.batchId === batchId && data.rowNumber === 1);
    expect(event.data).toMatchObject({ ownerId: owner.id, format: 'pptx', via: 'signed_link' });

    const changed = await owner.client.patch<ShareLinkView>(
      `/api/app/presentations/${batchId}/links/${link.id}`,
      { access: 'view_only' },
    );
    expect([changed.status, changed.body.access]).toEqual([200, 'view_only']);
    expect((await anyone().fetch(`/d/${tokenOf(link)}/download/pptx`)).status).toBe(403);
    expect(await (await anyone().fetch(`/d/${tokenOf(link)}`)).text()).not.toContain('Download PPTX');
  });

  it("asks for an address at the gate, and with email_match only the row's address opens it", async () => {
    const link = links[0] as ShareLinkView;
    await owner.client.patch(`/api/app/presentations/${batchId}/links/${link.id}`, { gate: 'email_match' });
    const viewer = anyone();
    const gate = await viewer.fetch(`/d/${tokenOf(link)}`);
    expect([gate.status, await gate.text()]).toEqual([
      200,
      expect.stringContaining('Enter your e-mail address'),
    ]);
    expect((await viewer.fetch(`/d/${tokenOf(link)}/slides/1`)).status).toBe(403);
    const post = (email: string) => viewer.post(`/d/${tokenOf(link)}/gate`, { email });
    expect((await post('someone.else@example.com')).status).toBe(403);
    expect((await post('Person1@Example.com')).status).toBe(204);
    expect(viewer.cookie('dm_pass')).toBeTruthy();
    expect(await (await viewer.fetch(`/d/${tokenOf(link)}`)).text()).toContain('Slide 1 of');
    // Another browser has no pass.
    expect(await (await anyone().fetch(`/d/${tokenOf(link)}`)).text()).toContain('Enter your e-mail address');
  });

  it('answers 410 for an expired link, saying so', async () => {
    const link = links[0] as ShareLinkView;
    const past = new Date(Date.now() - 60_000).toISOString();
    await owner.client.patch(`/api/app/presentations/${batchId}/links/${link.id}`, { expires_at: past });
    const page = await anyone().fetch(`/d/${tokenOf(link)}`);
    expect([page.status, await page.text()]).toEqual([410, expect.stringContaining('This link has expired')]);
    expect((await anyone().fetch(`/d/${tokenOf(link)}/slides/1`)).status).toBe(410);
  });

  it('revokes a link (410), regenerates it (the new one opens, the old one is 410) and revokes them all', async () => {
    const link = links[1] as ShareLinkView;
    const base = `/api/app/presentations/${batchId}/links`;
    expect((await owner.client.post(`${base}/${link.id}/revoke`)).body).toEqual({ revoked: 1 });
    const revoked = await anyone().fetch(`/d/${tokenOf(link)}`);
    expect([revoked.status, await revoked.text()]).toEqual([410, expect.stringContaining('revoked')]);

    const regenerated = await owner.client.post<ShareLinkView>(`${base}/${link.id}/regenerate`);
    expect(regenerated.body.state).toBe('active');
    expect(regenerated.body.url).not.toBe(link.url);
    expect((await anyone().fetch(`/d/${tokenOf(regenerated.body)}`)).status).toBe(200);
    const old = await anyone().fetch(`/d/${tokenOf(link)}`);
    expect([old.status, await old.text()]).toEqual([410, expect.stringContaining('replaced')]);

    expect((await owner.client.post(`${base}/revoke_all`)).body).toEqual({ revoked: 3 });
    expect((await anyone().fetch(`/d/${tokenOf(regenerated.body)}`)).status).toBe(410);
    expect((await anyone().fetch(`/d/${tokenOf(links[2] as ShareLinkView)}`)).status).toBe(410);
    links = (await linksOf(owner, batchId)).body.links;
  }, 120_000);

  it('limits the tries at the e-mail gate per client', async () => {
    const guesser = new TestClient(stack.baseUrl, { ...ANONYMOUS, 'x-forwarded-for': '10.77.0.10' });
    const path = `/d/${tokenOf(links[0] as ShareLinkView)}/gate`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await guesser.post(path, { email: `guess${i}@example.com` })).status);
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers an unknown or malformed token 404', async () => {
    const unknown = await anyone().fetch(`/d/${'A'.repeat(43)}`);
    expect([unknown.status, await unknown.text()]).toEqual([404, expect.stringContaining('Link not found')]);
    expect((await anyone().fetch('/d/short')).status).toBe(404);
  });

  it("answers another user's presentation and links 404, in the app and in API v1", async () => {
    const base = `/api/app/presentations/${batchId}/links`;
    const link = links[0] as ShareLinkView;
    expect((await linksOf(stranger, batchId)).status).toBe(404);
    expect((await stranger.client.get(`${base}.csv`)).status).toBe(404);
    expect((await stranger.client.patch(`${base}/${link.id}`, { access: 'allow_download' })).status).toBe(
      404,
    );
    expect((await stranger.client.post(`${base}/${link.id}/revoke`)).status).toBe(404);
    expect((await stranger.client.post(`${base}/${link.id}/regenerate`)).status).toBe(404);
    expect((await stranger.client.post(`${base}/revoke_all`)).status).toBe(404);
    const api = await apiKeyClient(stack, stranger, ['read']);
    expect((await api.get(`/api/v1/batches/${batchId}/links`)).status).toBe(404);
  });

  it('exports the links as CSV, one row per deck, for a mail merge', async () => {
    const csv = await owner.client.get<string>(`/api/app/presentations/${batchId}/links.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('row,file_name,email,url,state,access,gate,expires_at');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain(`person2@example.com,${links[1]?.url},revoked,`);
  });

  it("records the links' making, revocations, regeneration and downloads in the owner's activity", async () => {
    const wanted = [
      'batch.links_created',
      'deck.downloaded',
      'deck.link_revoked',
      'deck.link_regenerated',
      'batch.links_revoked',
    ];
    await eventually(
      async () => {
        const page = await owner.client.get<{ entries: { action: string; target: { id: string } }[] }>(
          '/api/settings/activity?limit=100',
        );
        const actions = new Set(
          page.body.entries
            .filter((entry) => entry.target.id.startsWith(batchId))
            .map((entry) => entry.action),
        );
        return wanted.every((action) => actions.has(action));
      },
      'every link action in the activity',
      { timeoutMs: 20_000 },
    );
  });

  it("lists a batch's links in API v1 (scope read)", async () => {
    const api = await apiKeyClient(stack, owner, ['read']);
    const res = await api.get<V1ShareLinkList>(`/api/v1/batches/${batchId}/links`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((link) => [link.row, link.url, link.state])).toEqual(
      links.map((link) => [link.row, link.url, link.state]),
    );
  });
});
