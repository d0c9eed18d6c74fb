import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import type { PreflightReply } from '@deckmill/api-contracts';
import { batchImageSource, openImageArchive } from '@deckmill/pptx';
import { OutboundPolicy } from '@deckmill/outbound';
import { startTestStack, storedKeys, type TestStack } from '@deckmill/server-harness';
import { fixtureDeck, solidPng } from '@deckmill/testing';
import { readFileSync } from 'node:fs';
import { newPerson, type Person } from './support/world';

const PREFLIGHT = '/api/app/presentations/preflight';
const SLIDE1 = 'ppt/slides/slide1.xml';

/** A text box holding one tag. */
const textBox = (id: number, name: string, text: string, y: number) =>
  `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
  `<p:spPr><a:xfrm><a:off x="457200" y="${457200 + y}"/><a:ext cx="6000000" cy="1000000"/></a:xfrm>` +
  `<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr><p:txBody><a:bodyPr/><a:lstStyle/>` +
  `<a:p><a:r><a:rPr lang="en-US" sz="1800"/><a:t>${text}</a:t></a:r></a:p></p:txBody></p:sp>`;

/** One slide with {{company}}, {{city}} and the picture {{%logo}}. */
function template(): Uint8Array {
  const files = unzipSync(new Uint8Array(readFileSync(fixtureDeck('automizer-SlideWithImages.pptx'))));
  const xml = strFromU8(files[SLIDE1])
    .replace('descr="picture"', 'descr="{{%logo}}"')
    .replace(
      '</p:spTree>',
      `${textBox(900, 'Company', '{{company}}', 0)}${textBox(901, 'City', '{{city}}', 1100000)}</p:spTree>`,
    );
  files[SLIDE1] = strToU8(xml);
  return zipSync(files);
}

const ARCHIVE = zipSync({ 'acme.png': solidPng(4, 4, [255, 0, 0]) });
const MAPPING = JSON.stringify({ company: 'company', city: 'city', logo: 'logo' });

/**
 * Preflight over real HTTP: bulk_create's form answered with a report per row (nothing reserved or stored,
 * the uploads deleted), another user's template a 404, a bad data file the same 422 as bulk_create's.
 */
describe('POST /api/app/presentations/preflight', () => {
  let stack: TestStack;
  let ada: Person;
  let bob: Person;
  let templateId: number;

  beforeAll(async () => {
    const policy = OutboundPolicy.fromAllowList(undefined);
    stack = await startTestStack({
      modules: {
        generation: {
          concurrency: 1,
          imageSources: async ({ archivePath }) => {
            const archive = archivePath ? await openImageArchive(archivePath) : undefined;
            const source = batchImageSource({ archive, policy });
            return { resolve: (value: string) => source.resolve(value), close: () => archive?.close() };
          },
        },
      },
    });
    [ada, bob] = await Promise.all([newPerson(stack, 'preflight'), newPerson(stack, 'stranger')]);
    const form = new FormData();
    form.set('template[name]', 'Preflight');
    form.set('template[file]', new Blob([new Uint8Array(template())]), 'preflight.pptx');
    const uploaded = await ada.client.post<{ id: number; placeholders: string[] }>(
      '/api/app/templates',
      form,
    );
    if (uploaded.status !== 201) throw new Error(`template: ${uploaded.status} ${uploaded.text}`);
    expect(uploaded.body.placeholders.sort()).toEqual(['city', 'company', 'logo']);
    templateId = uploaded.body.id;
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  function form(
    data: string,
    options: { json?: boolean; mapping?: string; template?: number; groupBy?: string; pictures?: false } = {},
  ) {
    const body = new FormData();
    body.set('presentation[template_id]', String(options.template ?? templateId));
    body.set('presentation[data_file]', new Blob([data]), options.json ? 'rows.json' : 'rows.csv');
    if (!options.json) body.set('presentation[data_mapping]', options.mapping ?? MAPPING);
    if (options.groupBy) body.set('presentation[group_by]', options.groupBy);
    if (options.pictures === false) body.set('presentation[check_pictures]', 'false');
    else body.set('presentation[images_file]', new Blob([new Uint8Array(ARCHIVE)]), 'pictures.zip');
    return body;
  }

  it('lists an empty value and a picture the archive lacks on their rows, and stores nothing', async () => {
    const csv = 'company,city,logo\nAcme,Paris,acme.png\nBeta,  ,acme.png\nGamma,Rome,gamma.png\n';
    const res = await ada.client.post<PreflightReply>(PREFLIGHT, form(csv));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      rows_checked: 3,
      rows_total: 3,
      rows_needing_attention: 2,
      rows_not_listed: 0,
      pictures_checked: true,
      item_kind: 'row',
      template_findings: [],
    });
    const rows = res.body.rows.map((row) => [row.row, row.label, row.findings.map((f) => [f.kind, f.field])]);
    expect(rows).toEqual([
      [2, 'Beta', [['empty_value', 'city']]],
      [3, 'Gamma', [['image_unavailable', 'logo']]],
    ]);
    expect(res.body.rows[1].findings[0].message).toContain('no file "gamma.png" in the images archive');
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
    expect(await storedKeys(stack, 'presentations/')).toEqual([]);
    const list = await ada.client.get<{ presentations: unknown[] }>('/api/app/presentations');
    expect(list.body.presentations).toEqual([]);
  });

  it('lists a missing value on its row, and a field no object has once for the template (JSON)', async () => {
    const json = JSON.stringify([
      { company: 'Acme', city: 'Paris', logo: 'acme.png' },
      { company: 'Beta', logo: 'acme.png' },
    ]);
    const res = await ada.client.post<PreflightReply>(PREFLIGHT, form(json, { json: true }));
    expect(res.status).toBe(200);
    expect(res.body.template_findings).toEqual([]);
    expect(res.body.item_kind).toBe('object');
    expect(res.body.rows).toEqual([
      {
        row: 2,
        label: 'Beta',
        findings: [expect.objectContaining({ kind: 'missing_value', field: 'city', slide: 1 })],
        findings_not_listed: 0,
      },
    ]);
    const noCity = JSON.stringify([{ company: 'Acme', logo: 'acme.png' }]);
    const once = await ada.client.post<PreflightReply>(PREFLIGHT, form(noCity, { json: true }));
    expect(once.body.template_findings.map((f) => [f.kind, f.field])).toEqual([['unknown_tag', 'city']]);
    expect(once.body.rows).toEqual([]);
  });

  it('numbers groups and names them by their value with group_by', async () => {
    const csv =
      'region,company,city,logo\nNorth,Acme,Paris,acme.png\nSouth,Beta, ,acme.png\nSouth,Cy,Rome,acme.png\n';
    const res = await ada.client.post<PreflightReply>(PREFLIGHT, form(csv, { groupBy: 'Region' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ item_kind: 'group', rows_total: 2, rows_needing_attention: 1 });
    expect(res.body.rows.map((row) => [row.row, row.label, row.findings.map((f) => f.kind)])).toEqual([
      [2, 'South', ['empty_value']],
    ]);
  });

  it('leaves pictures out with check_pictures=false, no archive sent', async () => {
    const csv = 'company,city,logo\nAcme,Paris,acme.png\nGamma,Rome,gamma.png\n';
    const res = await ada.client.post<PreflightReply>(PREFLIGHT, form(csv, { pictures: false }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ pictures_checked: false, rows_needing_attention: 0, rows: [] });
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
  });

  it("answers another user's template with 404, deleting the uploads", async () => {
    const res = await bob.client.post(PREFLIGHT, form('company,city,logo\nA,B,acme.png\n'));
    expect(res.status).toBe(404);
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
  });

  it('answers a bad CSV and a bad mapping with the same 422s as bulk_create', async () => {
    const ragged = await ada.client.post<{ errors: Record<string, string[]> }>(
      PREFLIGHT,
      form('company,city,logo\nAcme,Paris\n'),
    );
    expect(ragged.status).toBe(422);
    expect(ragged.body.errors.data_file?.[0]).toMatch(/Line 2/);
    const unmapped = await ada.client.post<{ errors: Record<string, string[]> }>(
      PREFLIGHT,
      form('company,city,logo\nAcme,Paris,acme.png\n', { mapping: JSON.stringify({ company: 'company' }) }),
    );
    expect(unmapped.status).toBe(422);
    expect(Object.keys(unmapped.body.errors)).toEqual(['data_mapping']);
    expect(await storedKeys(stack, 'uploads/')).toEqual([]);
  });
});
