import { utils, write, type WorkSheet } from '@e965/xlsx';
import { unzipSync, zipSync } from 'fflate';
import type { DatasetReply } from '@deckmill/api-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { startTestStack, type TestResponse, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { SweepExpiredDatasetsUseCase } from '../src/datasets';
import { textDeck } from './support/data-decks';
import { eventually } from './support/eventually';
import {
  deckText,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';

const schema = quoteIdent(serviceSchema('generation'));
const JAN_31_2027 = 46418; // Excel's serial day number

/** An .xlsx as Excel writes one (SheetJS's writer), sheets by name. */
function workbook(sheets: Record<string, WorkSheet>): Uint8Array {
  const book = utils.book_new();
  for (const [name, sheet] of Object.entries(sheets)) utils.book_append_sheet(book, sheet, name);
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', cellStyles: true }));
}

/** Sheet 2 of the offers workbook: a euro price and a day-first date, as a sales team formats them. */
function offersSheet(): WorkSheet {
  const sheet = utils.aoa_to_sheet([
    ['Company', 'Price', 'Valid until'],
    ['Acme Corp', 1080, JAN_31_2027],
    ['Globex', 99.5, JAN_31_2027 + 1],
  ]);
  for (const row of [2, 3]) {
    sheet[`B${row}`].z = '"€"#,##0.00';
    sheet[`C${row}`].z = 'dd/mm/yyyy';
  }
  return sheet;
}

const OFFERS_XLSX = workbook({
  Notes: utils.aoa_to_sheet([['Read me'], ['Prices are net']]),
  Offers: offersSheet(),
});

describe('datasets: a data file uploaded once, named by id in preflight and bulk_create', () => {
  let stack: TestStack;
  let owner: TestUser;
  let stranger: TestUser;
  let templateId: number;
  let storage: ObjectStorage;

  beforeAll(async () => {
    stack = await startTestStack();
    storage = stack.app.get(OBJECT_STORAGE);
    [owner, stranger] = await Promise.all([newUser(stack), newUser(stack)]);
    templateId = await uploadTemplate(
      owner,
      textDeck([['Offer for {{company}}', 'Price {{price}}', 'Until {{until}}', 'Net {{price | number:1}}']]),
      'Renewal Offer',
    );
  });

  afterAll(() => stack.stop());

  function uploadDataset(
    user: TestUser,
    file: string | Uint8Array,
    fileName: string,
    fields: Record<string, string> = {},
  ): Promise<TestResponse<DatasetReply & { errors?: Record<string, string[]> }>> {
    const form = new FormData();
    form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), fileName);
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return user.client.post('/api/app/datasets', form);
  }

  function datasetForm(datasetId: string, mapping: Record<string, string>): FormData {
    const form = new FormData();
    form.set('presentation[template_id]', String(templateId));
    form.set('presentation[dataset_id]', datasetId);
    form.set('presentation[data_mapping]', JSON.stringify(mapping));
    return form;
  }

  const MAPPING = { company: 'Company', price: 'Price', until: 'Valid until' };

  async function uploadsLeft(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of storage.list('uploads/datasets/')) keys.push(object.key);
    return keys;
  }

  it('reads the chosen sheet of a workbook as Excel shows it, and makes decks from it without the file again', async () => {
    const created = await uploadDataset(owner, OFFERS_XLSX, 'Q3 offers.xlsx', { sheet: 'offers' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      file_name: 'Q3 offers.xlsx',
      format: 'xlsx',
      kind: 'table',
      row_count: 2,
      sheet: 'Offers',
      sheets: [
        { name: 'Notes', hidden: false },
        { name: 'Offers', hidden: false },
      ],
      columns: [
        { name: 'Company', type: 'text' },
        { name: 'Price', type: 'number' },
        { name: 'Valid until', type: 'date' },
      ],
      first_rows: [
        { Company: 'Acme Corp', Price: '€1,080.00', 'Valid until': '31/01/2027' },
        { Company: 'Globex', Price: '€99.50', 'Valid until': '01/02/2027' },
      ],
      encoding: null,
      separator: null,
      warnings: [],
    });
    const datasetId = created.body.id;
    // The upload is gone once read; the rows are kept sealed, never in clear.
    expect(await uploadsLeft()).toEqual([]);
    const [stored] =
      (await stack.dataSource?.query(
        `SELECT "contents_key" AS key, "summary" FROM ${schema}."datasets" WHERE "id" = $1`,
        [datasetId],
      )) ?? [];
    expect(stored.summary).not.toContain('Acme');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.getStream(stored.key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).includes('Acme')).toBe(false);

    const read = await owner.client.get<DatasetReply>(`/api/app/datasets/${datasetId}`);
    expect(read.body).toEqual(created.body);

    const preflight = await owner.client.post<{ rows_checked: number; rows_needing_attention: number }>(
      '/api/app/presentations/preflight',
      datasetForm(datasetId, MAPPING),
    );
    expect(preflight.status).toBe(200);
    expect(preflight.body).toMatchObject({ rows_checked: 2, rows_needing_attention: 0 });

    const batch = await owner.client.post<{ id: string; row_count: number }>(
      '/api/app/presentations/bulk_create',
      datasetForm(datasetId, MAPPING),
    );
    expect(batch.status).toBe(201);
    expect(batch.body.row_count).toBe(2);
    const detail = await waitForStatus(owner, batch.body.id);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 2 });
    // Named after the dataset's file, as a batch sent with its file is.
    expect(detail.name).toMatch(/^Renewal Offer · Q3 offers · \d{4}-\d{2}-\d{2}$/);
    const deck = deckText((await download(owner, detail.rows[0]?.download_url ?? '')).bytes);
    expect(deck).toContain('Offer for Acme Corp');
    expect(deck).toContain('Price €1,080.00');
    expect(deck).toContain('Until 31/01/2027');
    // A filter that formats a number reads the cell's value (1080), not the text Excel shows.
    expect(deck).toContain('Net 1,080.0');
    const [recorded] =
      (await stack.dataSource?.query(`SELECT "dataset_id" AS id FROM ${schema}."batches" WHERE "id" = $1`, [
        batch.body.id,
      ])) ?? [];
    expect(recorded.id).toBe(datasetId);
  });

  it('says what it assumed about a CSV: an encoding guessed with a line as read, a separator', async () => {
    // Excel's "CSV" on Windows: é, ü and € as Windows-1252 bytes (0xE9, 0xFC, 0x80).
    const bytes = Buffer.concat([
      Buffer.from('Company;Price;Valid until\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(' M'),
      Buffer.from([0xfc]),
      Buffer.from('ller;'),
      Buffer.from([0x80]),
      Buffer.from(' 12;2027-01-31\n'),
    ]);
    const created = await uploadDataset(owner, bytes, 'export.csv');
    expect(created.status).toBe(201);
    expect(created.body.encoding).toMatchObject({ name: 'windows-1252', evidence: 'guessed' });
    expect(created.body.separator).toBe('semicolon');
    expect(created.body.first_rows).toEqual([
      { Company: 'Café Müller', Price: '€ 12', 'Valid until': '2027-01-31' },
    ]);
    expect(created.body.warnings).toEqual([
      'The file is not UTF-8, so it was read as Windows-1252 (Western European). A line as read: ' +
        '"Café Müller;€ 12;2027-01-31". If accents look wrong, choose the encoding it was saved in.',
      'Columns are separated by semicolons.',
    ]);
    const chosen = await uploadDataset(owner, bytes, 'export.csv', { encoding: 'iso-8859-1' });
    expect(chosen.body.encoding).toMatchObject({ name: 'iso-8859-1', evidence: 'chosen' });
    expect(chosen.body.warnings).toEqual(['Columns are separated by semicolons.']);
  });

  it('takes a JSON array of objects with its keys typed', async () => {
    const created = await uploadDataset(
      owner,
      JSON.stringify([{ company: 'Acme', seats: 25, lines: [{ item: 'Tea' }] }]),
      'accounts.json',
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'records',
      row_count: 1,
      columns: [
        { name: 'company', type: 'text' },
        { name: 'seats', type: 'number' },
        { name: 'lines', type: 'list' },
      ],
      first_rows: [{ company: 'Acme', seats: 25, lines: [{ item: 'Tea' }] }],
    });
  });

  it("answers another user's dataset as not found, everywhere it can be named", async () => {
    const created = await uploadDataset(owner, 'Company,Price,Valid until\nAcme,1,2027-01-31\n', 'mine.csv');
    const id = created.body.id;
    expect((await stranger.client.get(`/api/app/datasets/${id}`)).status).toBe(404);
    expect((await stranger.client.delete(`/api/app/datasets/${id}`)).status).toBe(404);
    const strangerTemplate = await uploadTemplate(stranger, textDeck([['{{company}}']]), 'Theirs');
    const form = datasetForm(id, { company: 'Company' });
    form.set('presentation[template_id]', String(strangerTemplate));
    for (const path of ['preflight', 'bulk_create']) {
      const res = await stranger.client.post(`/api/app/presentations/${path}`, form);
      expect([path, res.status]).toEqual([path, 404]);
    }
    expect((await owner.client.get(`/api/app/datasets/not-a-uuid`)).status).toBe(404);
    // The owner still has it.
    expect((await owner.client.get(`/api/app/datasets/${id}`)).status).toBe(200);
  });

  it('refuses hostile and wrong files with the field to fix, and keeps nothing of them', async () => {
    const parts = unzipSync(OFFERS_XLSX);
    const bomb = zipSync({
      ...parts,
      'xl/worksheets/sheet2.xml': [new Uint8Array(64 * 1024 * 1024), { level: 9 }],
    });
    const cases: [string | Uint8Array, string, Record<string, string>, string, RegExp][] = [
      [bomb, 'bomb.xlsx', {}, 'file', /./],
      [Buffer.from('PK\u0003\u0004 not really a zip'), 'fake.xlsx', {}, 'file', /./],
      ['Company\nAcme\n', 'plain.xlsx', {}, 'file', /./],
      [OFFERS_XLSX, 'offers.xlsx', { sheet: 'Q4' }, 'sheet', /no sheet named "Q4"/],
      ['Company\nAcme\n', 'rows.csv', { sheet: 'Offers' }, 'sheet', /workbook/],
      [OFFERS_XLSX, 'offers.xlsx', { encoding: 'utf-8' }, 'encoding', /text files/],
      ['[{"a":1}', 'broken.json', {}, 'file', /./],
      ['Company,Price\n', 'empty.csv', {}, 'file', /no data rows/],
    ];
    for (const [file, name, fields, field, message] of cases) {
      const res = await uploadDataset(owner, file, name, fields);
      expect([name, res.status]).toEqual([name, 422]);
      expect([name, res.body.errors?.[field]?.[0]]).toEqual([name, expect.stringMatching(message)]);
    }
    const none = new FormData();
    none.set('sheet', 'Offers');
    const missing = await owner.client.post<{ errors: Record<string, string[]> }>('/api/app/datasets', none);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.file).toEqual([expect.stringMatching(/\.xlsx/)]);
    expect(await uploadsLeft()).toEqual([]);
  });

  it('refuses a bulk_create with both a file and a dataset, and one with neither', async () => {
    const created = await uploadDataset(owner, 'Company,Price,Valid until\nAcme,1,2027-01-31\n', 'both.csv');
    const both = datasetForm(created.body.id, MAPPING);
    both.set('presentation[csv_file]', new Blob(['Company\nAcme\n']), 'rows.csv');
    const twice = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      both,
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors.dataset_id).toEqual(['Send either a data file or a dataset, not both.']);
    const neither = datasetForm(created.body.id, MAPPING);
    neither.delete('presentation[dataset_id]');
    const nothing = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/app/presentations/bulk_create',
      neither,
    );
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.csv_file).toEqual(['Please choose a .csv or .json file.']);
  });

  it('deletes a dataset at its owner’s request and once unused for its days, contents first gone from view', async () => {
    const mine = await uploadDataset(owner, 'Company\nAcme\n', 'delete-me.csv');
    expect((await owner.client.delete(`/api/app/datasets/${mine.body.id}`)).status).toBe(204);
    expect((await owner.client.get(`/api/app/datasets/${mine.body.id}`)).status).toBe(404);
    const res = await owner.client.post(
      '/api/app/presentations/preflight',
      datasetForm(mine.body.id, MAPPING),
    );
    expect(res.status).toBe(404);
    // The audit trail has the upload and the owner's delete, named after the file.
    await eventually(async () => {
      const activity = await owner.client.get<{
        entries: { action: string; target: { id: string; label: string } }[];
      }>('/api/settings/activity?per_page=100');
      const actions = activity.body.entries
        .filter((entry) => entry.target.id === mine.body.id)
        .map((entry) => `${entry.action} ${entry.target.label}`);
      return (
        actions.includes('dataset.uploaded delete-me.csv') &&
        actions.includes('dataset.deleted delete-me.csv')
      );
    }, 'the dataset in the audit trail');

    const old = await uploadDataset(owner, 'Company\nAcme\n', 'old.csv');
    const [row] =
      (await stack.dataSource?.query(
        `SELECT "contents_key" AS key FROM ${schema}."datasets" WHERE "id" = $1`,
        [old.body.id],
      )) ?? [];
    await stack.dataSource?.query(
      `UPDATE ${schema}."datasets" SET "expires_at" = now() - interval '1 minute' WHERE "id" = $1`,
      [old.body.id],
    );
    // Expired is not found at once, before any sweep.
    expect((await owner.client.get(`/api/app/datasets/${old.body.id}`)).status).toBe(404);
    expect(
      await stack.app.get(SweepExpiredDatasetsUseCase, { strict: false }).execute(),
    ).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(row.key)).toBe(false);
    const [count] =
      (await stack.dataSource?.query(`SELECT count(*)::int AS n FROM ${schema}."datasets" WHERE "id" = $1`, [
        old.body.id,
      ])) ?? [];
    expect(count.n).toBe(0);

    // Contents no record names (a create that stopped between storing and recording them) go after a day;
    // those of a live dataset stay.
    const live = await uploadDataset(owner, 'Company\nAcme\n', 'live.csv');
    const stray = 'datasets/00000000-0000-4000-8000-000000000001/contents.sealed';
    await storage.putChunks(stray, [Buffer.from('sealed')], { contentType: 'application/octet-stream' });
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    await stack.app.get(SweepExpiredDatasetsUseCase, { strict: false }).execute({ now: dayLater });
    expect(await storage.exists(stray)).toBe(false);
    expect((await owner.client.get(`/api/app/datasets/${live.body.id}`)).status).toBe(200);
  });

  it('keeps a person’s newest 50 datasets, deleting the oldest past them', async () => {
    const keeper = await newUser(stack);
    const ids: string[] = [];
    for (let index = 0; index < 51; index += 1) {
      const created = await uploadDataset(keeper, `Company\nAcme ${index}\n`, `d${index}.csv`);
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }
    expect((await keeper.client.get(`/api/app/datasets/${ids[0]}`)).status).toBe(404);
    expect((await keeper.client.get(`/api/app/datasets/${ids[1]}`)).status).toBe(200);
    expect((await keeper.client.get(`/api/app/datasets/${ids[50]}`)).status).toBe(200);
  });

  it('refuses an encoding sent with a dataset: the dataset was read in its own', async () => {
    const created = await uploadDataset(owner, 'Company,Price,Valid until\nAcme,1,2027-01-31\n', 'enc.csv');
    const form = datasetForm(created.body.id, MAPPING);
    form.set('presentation[data_encoding]', 'windows-1252');
    const res = await owner.client.post<{ errors: Record<string, string[]> }>(
      '/api/app/presentations/preflight',
      form,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.data_encoding).toEqual([
      expect.stringMatching(/send its encoding with the upload/),
    ]);
  });

  it('runs a batch again with new data: same template and mapping, the next run of its line', async () => {
    const first = await uploadDataset(owner, OFFERS_XLSX, 'Q3 offers.xlsx', { sheet: 'Offers' });
    const batch = await owner.client.post<{ id: string }>(
      '/api/app/presentations/bulk_create',
      datasetForm(first.body.id, MAPPING),
    );
    await waitForStatus(owner, batch.body.id);

    const edited = workbook({
      Offers: utils.aoa_to_sheet([
        ['Company', 'Price', 'Valid until'],
        ['Acme Corp', 1200, JAN_31_2027],
      ]),
    });
    const second = await uploadDataset(owner, edited, 'Q4 offers.xlsx');
    const form = new FormData();
    form.set('presentation[dataset_id]', second.body.id);
    const run = await owner.client.post<{ id: string; row_count: number }>(
      `/api/app/presentations/${batch.body.id}/runs`,
      form,
    );
    expect([run.status, run.body.row_count]).toEqual([201, 1]);
    const detail = await waitForStatus(owner, run.body.id);
    expect(detail).toMatchObject({
      status: 'completed',
      name: expect.stringMatching(/^Renewal Offer · Q4 offers · /),
    });
    // The default name is made anew from the new file; only a name its owner gave carries over.
    expect(detail.run_number).toBe(2);
    expect(detail.can_run_again).toBe(true);
    expect(detail.runs.map((entry) => [entry.id, entry.run_number])).toEqual([
      [batch.body.id, 1],
      [run.body.id, 2],
    ]);
    const deck = deckText((await download(owner, detail.rows[0]?.download_url ?? '')).bytes);
    expect(deck).toContain('Price 1200');
    // The first run lists its line too; a run of a run joins the same line, with a CSV sent as a file.
    const firstDetail = await owner.client.get<{ runs: unknown[] }>(
      `/api/app/presentations/${batch.body.id}`,
    );
    expect(firstDetail.body.runs).toHaveLength(2);
    const csv = new FormData();
    csv.set(
      'presentation[csv_file]',
      new Blob(['Company,Price,Valid until\nInitech,7,2027-03-01\n']),
      'q1.csv',
    );
    const third = await owner.client.post<{ id: string }>(`/api/app/presentations/${run.body.id}/runs`, csv);
    expect(third.status).toBe(201);
    expect((await waitForStatus(owner, third.body.id)).run_number).toBe(3);
    // The list shows the line once, by its newest run; the older runs stay on its page.
    const list = await owner.client.get<{ presentations: { id: string; run_number: number }[] }>(
      '/api/app/presentations',
    );
    const line = new Set([batch.body.id, run.body.id, third.body.id]);
    expect(
      list.body.presentations
        .filter((entry) => line.has(entry.id))
        .map((entry) => [entry.id, entry.run_number]),
    ).toEqual([[third.body.id, 3]]);

    // Another user's batch is not found; data whose columns the mapping does not find is refused as a new batch would be.
    expect((await stranger.client.post(`/api/app/presentations/${batch.body.id}/runs`, form)).status).toBe(
      404,
    );
    const wrong = new FormData();
    wrong.set('presentation[csv_file]', new Blob(['Name\nAcme\n']), 'wrong.csv');
    const refused = await owner.client.post<{ errors: Record<string, string[]> }>(
      `/api/app/presentations/${batch.body.id}/runs`,
      wrong,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['data_mapping']);
  });
});
