import { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import type { RpcKey, RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { streamZip } from '../../presentations';
import { exportFiles, safeName, type ExportSources } from './export-files';

const userId = '6f1d2c3b-0000-4000-8000-00000000000a';
const batchId = '6f1d2c3b-0000-4000-8000-0000000000b1';
const plainBatchId = '6f1d2c3b-0000-4000-8000-0000000000b2';
const linkId = '6f1d2c3b-0000-4000-8000-0000000000c1';

/** A view of the link, as the export's pages carry them. */
function view(id: string, seconds: number) {
  return {
    id,
    linkId,
    viewerNumber: 1,
    email: 'ada@northwind.example',
    device: 'mobile' as const,
    startedAt: '2026-11-04T10:00:00.000Z',
    lastSeenAt: '2026-11-04T10:01:00.000Z',
    endedAt: '2026-11-04T10:01:00.000Z',
    seconds,
    slideSeconds: [seconds],
    furthestSlide: 1,
    slideCount: 1,
    downloads: 0,
    rowNumber: 1,
    network: '203.0.113.0/24',
  };
}

const datasetId = '6f1d2c3b-0000-4000-8000-0000000000d1';
const jsonDatasetId = '6f1d2c3b-0000-4000-8000-0000000000d2';

function dataset(
  id: string,
  fileName: string,
  kind: 'table' | 'records',
): RpcReply<'generation.get-dataset'> {
  return {
    id,
    fileName,
    format: kind === 'table' ? 'xlsx' : 'json',
    kind,
    rowCount: 2,
    columns: [],
    firstRows: [],
    sheet: null,
    sheets: [],
    encoding: null,
    separator: null,
    warnings: [],
    createdAt: '2026-11-03T00:00:00.000Z',
    expiresAt: '2026-11-10T00:00:00.000Z',
  };
}

/** The owning services as the export asks them; `audit.list` is the admin service's (faked here). */
function fakeServices(options: { activityPages?: number } = {}) {
  const calls: Array<{ key: string; payload: unknown }> = [];
  const replies: { [K in RpcKey]?: (payload: RpcPayload<K>) => RpcReply<K> } = {
    'identity.get-profile': () => ({
      name: 'Ada',
      company: null,
      email: 'ada@example.com',
      unconfirmedEmail: null,
      themePreference: 'system',
    }),
    'teams.memberships': () => ({ teams: [{ teamId: 3, shortId: 't3', name: 'Sales', role: 'admin' }] }),
    'billing.get-subscription': () =>
      ({ tier: 'professional' }) as unknown as RpcReply<'billing.get-subscription'>,
    'templates.list-owned': () => ({
      templates: [
        {
          id: 7,
          name: 'Q3/offer',
          teamId: null,
          placeholders: ['client'],
          sizeBytes: 4,
          slideCount: 1,
          presentationsCount: 1,
          createdAt: '2026-11-01T00:00:00.000Z',
          updatedAt: '2026-11-01T00:00:00.000Z',
          file: { key: 'templates/7/source.pptx', downloadName: 'Q3/offer.pptx' },
        },
      ],
    }),
    'generation.list-owned': () => ({
      batches: [
        {
          id: batchId,
          name: 'Offers',
          templateId: 7,
          templateName: 'Q3/offer',
          status: 'completed',
          dataFormat: 'csv',
          rowCount: 2,
          rowsDone: 2,
          rowsFailed: 0,
          createdAt: '2026-11-02T00:00:00.000Z',
          completedAt: '2026-11-02T00:01:00.000Z',
        },
        {
          id: plainBatchId,
          name: 'Plain',
          templateId: 7,
          templateName: 'Q3/offer',
          status: 'completed',
          dataFormat: 'csv',
          rowCount: 0,
          rowsDone: 0,
          rowsFailed: 0,
          createdAt: '2026-11-02T00:00:00.000Z',
          completedAt: '2026-11-02T00:01:00.000Z',
        },
      ],
      hasMore: false,
    }),
    'generation.share-links': (payload) => ({
      batchId: payload.batchId,
      batchName: 'Offers',
      links:
        payload.batchId === batchId
          ? [
              {
                id: linkId,
                batchId,
                rowNumber: 1,
                fileName: 'Acme.pptx',
                token: 'secret-token-never-exported',
                state: 'active' as const,
                access: 'view_only' as const,
                gate: 'none' as const,
                expiresAt: null,
                createdAt: '2026-11-02T00:00:00.000Z',
                revokedAt: null,
                email: null,
              },
            ]
          : [],
    }),
    'generation.export-share-views': (payload) =>
      payload.after === null
        ? {
            views: [view('6f1d2c3b-0000-4000-8000-0000000000e1', 12)],
            next: '6f1d2c3b-0000-4000-8000-0000000000e1',
          }
        : { views: [view('6f1d2c3b-0000-4000-8000-0000000000e2', 30)], next: null },
    'generation.export-rows': (payload) =>
      payload.batchId === plainBatchId
        ? { rows: [], nextAfterRow: null }
        : payload.afterRow === 0
          ? {
              rows: [{ number: 1, status: 'done', fileName: 'Acme.pptx', values: { client: 'Acme, Inc.' } }],
              nextAfterRow: 1,
            }
          : {
              rows: [
                { number: 2, status: 'done', fileName: 'Bo.pptx', values: { client: 'Bo', note: 'new' } },
              ],
              nextAfterRow: null,
            },
    'generation.list-owned-datasets': () => ({
      datasets: [
        dataset(datasetId, 'Q3 offers.xlsx', 'table'),
        dataset(jsonDatasetId, 'crm.json', 'records'),
      ],
    }),
    'generation.export-dataset-rows': (payload) =>
      payload.datasetId === jsonDatasetId
        ? { headers: null, rows: [{ company: 'Acme', lines: [{ item: 'Tea' }] }], nextOffset: null }
        : payload.offset === 0
          ? { headers: ['Company', 'Price'], rows: [{ Company: 'Acme', Price: '€1,080.00' }], nextOffset: 1 }
          : {
              headers: ['Company', 'Price'],
              rows: [{ Company: '=HYPERLINK("x")', Price: '' }],
              nextOffset: null,
            },
    'audit.list': (payload) => {
      const page = Number(payload.cursor ?? '0');
      const last = page + 1 >= (options.activityPages ?? 2);
      return {
        entries: [
          { id: `entry-${page}`, action: 'session.signed_in' },
        ] as unknown as RpcReply<'audit.list'>['entries'],
        nextCursor: last ? null : String(page + 1),
      };
    },
  };
  const rpc = {
    call: async <K extends RpcKey>(key: K, payload: RpcPayload<K>): Promise<RpcReply<K>> => {
      calls.push({ key, payload });
      const reply = replies[key] as ((payload: RpcPayload<K>) => RpcReply<K>) | undefined;
      if (!reply) throw new Error(`unexpected call ${key}`);
      return reply(payload);
    },
  } as ExportSources['rpc'];
  const read: string[] = [];
  const storage = {
    getStream: async (key: string) => {
      read.push(key);
      return Readable.from([Buffer.from('PK..')]);
    },
  };
  return { calls, read, sources: { rpc, storage, userId } };
}

async function archiveOf(sources: ExportSources): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of streamZip(exportFiles(sources))) chunks.push(chunk as Buffer);
  const files = unzipSync(Buffer.concat(chunks));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('the data export archive', () => {
  it('holds the profile, owned templates, batches with their rows and every page of activity', async () => {
    const { sources, calls } = fakeServices({ activityPages: 2 });
    const files = await archiveOf(sources);
    const folder = `batches/${batchId}-Offers`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'activity.jsonl',
        'batches.json',
        `${folder}/rows.csv`,
        `${folder}/links.json`,
        `${folder}/views.jsonl`,
        `batches/${plainBatchId}-Plain/rows.csv`,
        'datasets/datasets.json',
        `datasets/${datasetId}-Q3 offers.xlsx.csv`,
        `datasets/${jsonDatasetId}-crm.json.jsonl`,
        'profile.json',
        'templates/7-Q3_offer.pptx',
        'templates/templates.json',
      ].sort(),
    );
    expect(JSON.parse(files['profile.json'])).toMatchObject({
      account: {
        id: userId,
        name: 'Ada',
        company: null,
        email: 'ada@example.com',
        unconfirmed_email: null,
        theme_preference: 'system',
      },
      teams: [{ id: 3, name: 'Sales', role: 'admin' }],
      subscription: { tier: 'professional' },
    });
    expect(files['templates/7-Q3_offer.pptx']).toBe('PK..');
    expect(JSON.parse(files['templates/templates.json'])).toEqual([
      expect.objectContaining({ id: 7, name: 'Q3/offer', file: '7-Q3_offer.pptx' }),
    ]);
    expect(JSON.parse(files['batches.json'])).toEqual([
      expect.objectContaining({
        id: batchId,
        template: { id: 7, name: 'Q3/offer' },
        rows_file: `${folder}/rows.csv`,
      }),
      expect.objectContaining({ id: plainBatchId }),
    ]);
    // A batch's personal links without their secret part, and every page of what their viewers did.
    expect(JSON.parse(files[`${folder}/links.json`])).toEqual([
      expect.objectContaining({
        id: linkId,
        row: 1,
        file_name: 'Acme.pptx',
        state: 'active',
        stats: expect.objectContaining({ opens: 0 }),
      }),
    ]);
    expect(files[`${folder}/links.json`]).not.toContain('secret-token-never-exported');
    const views = files[`${folder}/views.jsonl`]
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(views).toEqual([
      expect.objectContaining({ link_id: linkId, row: 1, seconds: 12, network: '203.0.113.0/24' }),
      expect.objectContaining({ seconds: 30, email: 'ada@northwind.example', device: 'mobile' }),
    ]);
    // Columns from every page (JSON rows may differ), values quoted as CSV wants.
    expect(files[`${folder}/rows.csv`]).toBe(
      'row,status,file_name,client,note\r\n1,done,Acme.pptx,"Acme, Inc.",\r\n2,done,Bo.pptx,Bo,new\r\n',
    );
    // Datasets: what each was read as, and its rows as uploaded (a formula neutralised, as in every export).
    expect(JSON.parse(files['datasets/datasets.json'])).toEqual([
      expect.objectContaining({
        id: datasetId,
        file_name: 'Q3 offers.xlsx',
        rows_file: `datasets/${datasetId}-Q3 offers.xlsx.csv`,
      }),
      expect.objectContaining({ id: jsonDatasetId, kind: 'records' }),
    ]);
    expect(files[`datasets/${datasetId}-Q3 offers.xlsx.csv`]).toBe(
      'Company,Price\r\nAcme,"€1,080.00"\r\n"\'=HYPERLINK(""x"")",\r\n',
    );
    expect(files[`datasets/${jsonDatasetId}-crm.json.jsonl`]).toBe(
      '{"company":"Acme","lines":[{"item":"Tea"}]}\n',
    );
    expect(
      files['activity.jsonl']
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual(['entry-0', 'entry-1']);
    expect(calls.filter((call) => call.key === 'audit.list').map((call) => call.payload)).toEqual([
      { scope: { kind: 'user', userId }, filters: {}, cursor: null, limit: 1000 },
      { scope: { kind: 'user', userId }, filters: {}, cursor: '1', limit: 1000 },
    ]);
  });

  it('stops asking for anything once the reader goes away', async () => {
    const { sources, calls, read } = fakeServices();
    const archive = streamZip(exportFiles(sources));
    for await (const chunk of archive) {
      expect(chunk).toBeDefined();
      break; // a client that disconnects after the first bytes
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(archive.destroyed).toBe(true);
    expect(calls.map((call) => call.key)).not.toContain('audit.list');
    expect(read).toEqual([]);
  });

  it('names files safely', () => {
    expect(safeName('../a/b\\c:d')).toBe('__a_b_c_d');
    expect(safeName('  ')).toBe('untitled');
  });
});
