import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { ShareLinkListView, ShareLinkView } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { eventually } from '@deckmill/testing';
import { newPerson, type Person } from './support/world';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');
const [HEADER = '', FIRST_LINE = ''] = SAMPLE_CSV.trim().split('\n');

/** The sample's first line once per [customer id, first name], with a `customer_id` column. */
function csvOf(rows: readonly (readonly [string, string])[]): string {
  const rest = FIRST_LINE.slice(FIRST_LINE.indexOf(','));
  return [`${HEADER},customer_id`, ...rows.map(([id, name]) => `${name}${rest},${id}`)].join('\n');
}

/** Every slide's XML of a .pptx: enough to tell whose deck it is. */
function deckXml(bytes: Uint8Array): string {
  return Object.entries(unzipSync(bytes))
    .filter(([part]) => /^ppt\/slides\/slide\d+\.xml$/.test(part))
    .map(([, xml]) => strFromU8(xml))
    .join('\n');
}

const tokenOf = (link: ShareLinkView) => new URL(link.url).pathname.slice('/d/'.length);

async function completed(person: Person, id: string): Promise<void> {
  await eventually(
    async () =>
      (await person.client.get<{ status: string }>(`/api/app/presentations/${id}`)).body.status ===
      'completed',
    'the batch to complete',
    { timeoutMs: 90_000 },
  );
}

/**
 * Living links (docs/sharing.md): a batch made with a key column runs again, and each earlier link that is not
 * pinned serves the newest run's deck of the row with the same key; rows without a match, pinned links and empty
 * keys keep their own deck. The key is stored only as a keyed hash.
 */
describe('living links', () => {
  let stack: TestStack;
  let owner: Person;
  let first: string;
  let second: string;
  let earlier: ShareLinkView[];
  let later: ShareLinkView[];
  const anyone = () => new TestClient(stack.baseUrl, { 'x-forwarded-for': '10.77.2.9' });
  const linksOf = async (id: string) =>
    (await owner.client.get<ShareLinkListView>(`/api/app/presentations/${id}/links`)).body.links;
  const deckOf = async (link: ShareLinkView) => {
    const res = await anyone().fetch(`/d/${tokenOf(link)}/download/pptx`);
    expect(res.status).toBe(200);
    return deckXml(new Uint8Array(await res.arrayBuffer()));
  };
  const opened = (link: ShareLinkView) =>
    stack.app.get(RpcClient).call('generation.open-share-link', {
      tokenHash: createHash('sha256').update(tokenOf(link)).digest('hex'),
    });

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newPerson(stack, 'living');
    await stack.app.get(RpcClient).call('billing.set-tier', { userId: owner.id, tier: 'professional' });
    const template = await owner.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/samples/template',
    );
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set(
      'presentation[csv_file]',
      new Blob([
        csvOf([
          ['C-1', 'Annabel'],
          ['C-2', 'Bertrand'],
          ['C-3', 'Cordelia'],
          ['', 'Dorian'],
        ]),
      ]),
      'run1.csv',
    );
    const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
    form.set('presentation[data_mapping]', JSON.stringify(mapping));
    form.set('presentation[share_access]', 'allow_download');
    form.set('presentation[share_key_column]', 'customer_id');
    const created = await owner.client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
    expect(created.status).toBe(201);
    first = created.body.id;
    await completed(owner, first);
    earlier = await linksOf(first);
  }, 180_000);

  // A warm LibreOffice that drew the viewer's slides may take its time to end.
  afterAll(async () => {
    await stack?.stop();
  }, 180_000);

  it('refuses a key column the data does not have', async () => {
    const template = await owner.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/samples/template',
    );
    const form = new FormData();
    form.set('presentation[template_id]', String(template.body.id));
    form.set('presentation[csv_file]', new Blob([csvOf([['C-1', 'Annabel']])]), 'rows.csv');
    const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
    form.set('presentation[data_mapping]', JSON.stringify(mapping));
    form.set('presentation[share_key_column]', 'account');
    const refused = await owner.client.post<{ errors?: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      form,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['share_key_column']).toEqual(['The data has no column named "account".']);
  });

  it('stores each row key as a keyed hash only, and offers a pin on the links that have one', async () => {
    const table = `${quoteIdent(serviceSchema('generation'))}."share_links"`;
    const rows = (await stack.dataSource?.query(
      `SELECT "row_number", "key_hash", row_to_json(l)::text AS "text" FROM ${table} l
       WHERE "batch_id" = $1 ORDER BY "row_number"`,
      [first],
    )) as { row_number: number; key_hash: string | null; text: string }[];
    expect(rows.map((row) => row.key_hash === null)).toEqual([false, false, false, true]);
    for (const row of rows) expect(row.text).not.toMatch(/C-\d/);
    expect(rows[0]?.key_hash).not.toBe(createHash('sha256').update('C-1').digest('hex'));
    expect(earlier.map((link) => link.pinned)).toEqual([false, false, false, undefined]);
  });

  it("serves each unpinned link the newest run's deck of its row, and keeps pinned and unmatched ones", async () => {
    const pinned = await owner.client.patch<ShareLinkView>(
      `/api/app/presentations/${first}/links/${earlier[2]?.id}`,
      { pinned: true },
    );
    expect([pinned.status, pinned.body.pinned]).toEqual([200, true]);

    // The line runs again with the rows in another order, one row gone and one new.
    const form = new FormData();
    form.set(
      'presentation[data_file]',
      new Blob([
        csvOf([
          ['C-3', 'Cassius'],
          ['C-9', 'Zebedee'],
          ['C-1', 'Augustin'],
          ['', 'Dagmar'],
        ]),
      ]),
      'run2.csv',
    );
    const run = await owner.client.post<{ id: string }>(`/api/app/presentations/${first}/runs`, form);
    expect(run.status).toBe(201);
    second = run.body.id;
    await completed(owner, second);

    const [one, two, three, four] = earlier as [ShareLinkView, ShareLinkView, ShareLinkView, ShareLinkView];
    const moved = await deckOf(one);
    expect(moved).toContain('Augustin');
    expect(moved).not.toContain('Annabel');
    expect(await deckOf(two)).toContain('Bertrand'); // C-2 is not in the new run
    expect(await deckOf(three)).toContain('Cordelia'); // pinned
    expect(await deckOf(four)).toContain('Dorian'); // an empty key never matches

    const followed = await opened(one);
    // The link stays itself (its views are counted on it); what it shows is the later run's third row.
    expect(followed).toMatchObject({ state: 'open', linkId: one.id, batchId: first, rowNumber: 1 });
    expect(followed.state === 'open' && followed.updatedAt).toEqual(expect.any(String));
    const own = await opened(two);
    expect(own.state === 'open' && own.updatedAt).toBeFalsy();

    // Unpinned, the link follows the line again.
    await owner.client.patch(`/api/app/presentations/${first}/links/${three.id}`, { pinned: false });
    expect(await deckOf(three)).toContain('Cassius');
  }, 180_000);

  it("gives the new run's rows their own links with the line's settings", async () => {
    later = await linksOf(second);
    expect(later.map((link) => [link.row, link.access, link.pinned])).toEqual([
      [1, 'allow_download', false],
      [2, 'allow_download', false],
      [3, 'allow_download', false],
      [4, 'allow_download', undefined],
    ]);
    expect(await deckOf(later[1] as ShareLinkView)).toContain('Zebedee');
    const own = await opened(later[0] as ShareLinkView);
    expect(own).toMatchObject({ state: 'open', batchId: second, rowNumber: 1 });
    expect(own.state === 'open' && own.updatedAt).toBeFalsy();
  });

  it('says "Updated on" in the viewer\'s header when the deck is a later run\'s', async () => {
    const page = await anyone().fetch(`/d/${tokenOf(earlier[0] as ShareLinkView)}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toMatch(/Updated on <time datetime="[^"]+">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/);
    const plain = await (await anyone().fetch(`/d/${tokenOf(earlier[1] as ShareLinkView)}`)).text();
    expect(plain).not.toContain('Updated on');
  }, 400_000);
});
