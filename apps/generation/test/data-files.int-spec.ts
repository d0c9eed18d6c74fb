import { quoteIdent, serviceSchema } from '@deckmill/database';
import { RpcClient } from '@deckmill/messaging';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { RowCipher } from '../src/shared/row-cipher';
import { bulkCreateData, SALES_CSV, SALES_JSON, textDeck } from './support/data-decks';
import {
  deckText,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';

const schema = quoteIdent(serviceSchema('generation'));

describe('generation: grouped CSV, JSON data files and the locale', () => {
  let stack: TestStack;
  let owner: TestUser;
  let templateId: number;

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
    templateId = await uploadTemplate(owner, textDeck([['Region {{region}}', 'Total {{total}}']]), 'Regions');
  });

  afterAll(() => stack.stop());

  /** The rows as stored, their sealed values opened (they are never stored in clear). */
  async function storedRows(batchId: string): Promise<{ values: Record<string, unknown> }[]> {
    const stored: { rowNumber: number; values: string }[] =
      (await stack.dataSource?.query(
        `SELECT "row_number" AS "rowNumber", "values" FROM ${schema}."batch_rows" WHERE "batch_id" = $1
         ORDER BY "row_number"`,
        [batchId],
      )) ?? [];
    const cipher = stack.app.get(RowCipher);
    return stored.map((row) => ({ values: cipher.openValues(batchId, row.rowNumber, row.values) }));
  }

  async function usage(): Promise<number> {
    const reply = await stack.app.get(RpcClient).call('billing.get-usage', { userId: owner.id });
    return reply.currentUsage;
  }

  it('documents the form fields of bulk_create in the OpenAPI document', async () => {
    type Form = {
      content?: Record<string, { schema?: { properties?: Record<string, { enum?: string[] }> } }>;
    };
    const doc = await owner.client.get<{ paths: Record<string, { post?: { requestBody?: Form } }> }>(
      '/api/openapi.json',
    );
    const form =
      doc.body.paths['/api/app/presentations/bulk_create']?.post?.requestBody?.content?.[
        'multipart/form-data'
      ]?.schema?.properties;
    expect(Object.keys(form ?? {})).toEqual(
      expect.arrayContaining([
        'presentation[data_file]',
        'presentation[group_by]',
        'presentation[section_mapping]',
        'presentation[locale]',
      ]),
    );
    expect(form?.['presentation[locale]']?.enum).toContain('de-DE');
  });

  it('shows the template structure on the template detail and in the wizard data', async () => {
    const expected = {
      tags: [
        { path: 'region', filters: [] },
        { path: 'total', filters: [] },
      ],
      sections: [],
    };
    const detail = await owner.client.get<{ structure: unknown }>(`/api/app/templates/${templateId}`);
    expect(detail.body.structure).toEqual(expected);
    const wizard = await owner.client.get<{ templates: { id: number; structure: unknown }[] }>(
      '/api/app/presentations/new',
    );
    expect(wizard.body.templates.find((template) => template.id === templateId)?.structure).toEqual(expected);
  });

  it('makes one deck per value of the group column and counts decks, not rows, as usage', async () => {
    const before = await usage();
    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_CSV,
      fileName: 'sales.csv',
      mapping: { region: 'Region', total: 'Amount' },
      groupBy: 'region',
      pattern: '{{Region}} - {{manager}}.pptx',
    });
    expect(created.status).toBe(201);
    expect(created.body.row_count).toBe(3);

    const detail = await waitForStatus(owner, created.body.id);
    expect(detail).toMatchObject({ status: 'completed', rows_done: 3, rows_failed: 0 });
    expect(detail.rows.map((row) => row.file_name)).toEqual([
      'North - Ann.pptx',
      'South - Bob.pptx',
      'East - Cid.pptx',
    ]);
    const north = await download(owner, detail.rows[0]?.download_url ?? '');
    expect(deckText(north.bytes)).toContain('Region North');
    // The deck's fields come from the group's first row.
    expect(deckText(north.bytes)).toContain('Total 1200.5');
    expect(await usage()).toBe(before + 3);

    const [first] = await storedRows(created.body.id);
    // The first row's other columns come along, for tags the mapping does not list.
    expect(first?.values).toEqual({
      Manager: 'Ann',
      Product: 'Tea',
      Amount: '1200.5',
      region: 'North',
      total: '1200.5',
      rows: [
        { Region: 'North', Manager: 'Ann', Product: 'Tea', Amount: '1200.5' },
        { Region: 'North', Manager: 'Ann', Product: 'Cake', Amount: '15' },
      ],
    });
  });

  it('makes one deck per object of a JSON file, keeps the nested data and the locale', async () => {
    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_JSON,
      fileName: 'sales.json',
      field: 'data_file',
      locale: 'de-de',
      pattern: '{{region}}.pptx',
    });
    expect(created.status).toBe(201);
    expect(created.body.row_count).toBe(2);
    const detail = await waitForStatus(owner, created.body.id);
    expect(detail.rows.map((row) => row.file_name)).toEqual(['North.pptx', 'South.pptx']);
    const south = await download(owner, detail.rows[1]?.download_url ?? '');
    expect(deckText(south.bytes)).toContain('Region South');
    expect(deckText(south.bytes)).toContain('Total 83');

    const rows = await storedRows(created.body.id);
    expect(rows[1]?.values).toEqual(JSON.parse(SALES_JSON)[1]);
    const [batch] = (await stack.dataSource?.query(
      `SELECT "locale", "data_format", "group_by" FROM ${schema}."batches" WHERE "id" = $1`,
      [created.body.id],
    )) as { locale: string; data_format: string; group_by: string | null }[];
    expect(batch).toEqual({ locale: 'de-DE', data_format: 'json', group_by: null });
  });

  it('reads a CSV as Excel on Windows saves it (Windows-1252, semicolons), or in the encoding chosen', async () => {
    // Windows-1252 has the euro sign at 0x80; its other characters here are ISO-8859-1's.
    const excel = Buffer.from(
      'Region;Amount\r\nZürich;1.080,00 €\r\nGenève;99 €\r\n'.replaceAll('€', '\x80'),
      'latin1',
    );
    const mapping = { region: 'Region', total: 'Amount' };
    const guessed = await bulkCreateData(owner, { templateId, file: excel, fileName: 'excel.csv', mapping });
    expect(guessed.status).toBe(201);
    const done = await waitForStatus(owner, guessed.body.id);
    expect(done).toMatchObject({ status: 'completed', rows_done: 2 });
    const zurich = await download(owner, done.rows[0]?.download_url ?? '');
    expect(deckText(zurich.bytes)).toContain('Region Zürich');
    expect(deckText(zurich.bytes)).toContain('Total 1.080,00 €');

    // Read as ISO-8859-1 when the user says so: the byte 0x80 is then a control code, not the euro sign.
    const chosen = await bulkCreateData(owner, {
      ...{ templateId, file: excel, fileName: 'excel.csv', mapping },
      encoding: 'iso-8859-1',
    });
    expect(chosen.status).toBe(201);
    const [first] = await storedRows(chosen.body.id);
    expect(first?.values['total']).toBe('1.080,00 \u0080');

    // Said to be UTF-8, the same file is refused at its first accent, with the way out in the message.
    const asUtf8 = await bulkCreateData(owner, {
      ...{ templateId, file: excel, fileName: 'excel.csv', mapping },
      encoding: 'utf-8',
    });
    expect(asUtf8.status).toBe(422);
    expect(asUtf8.body.errors?.['csv_file']?.[0]).toMatch(/^Line 2: The file is not valid UTF-8 text here\./);
    const unknown = await bulkCreateData(owner, {
      ...{ templateId, file: excel, fileName: 'excel.csv', mapping },
      encoding: 'ebcdic',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.['data_encoding']?.[0]).toContain('utf-8, utf-16le, utf-16be');
    // A workbook sent as the data file (the app and API read CSV and JSON) is refused, not read as junk text.
    const workbook = await bulkCreateData(owner, {
      ...{ templateId, fileName: 'accounts.xlsx', mapping },
      file: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0, 0x21, 0]),
    });
    expect(workbook.status).toBe(422);
    expect(workbook.body.errors?.['csv_file']?.[0]).toBe(
      'This file is a spreadsheet workbook, not CSV text. Save the sheet as "CSV UTF-8" and upload that file.',
    );
    const json = await bulkCreateData(owner, {
      ...{ templateId, file: SALES_JSON, fileName: 'sales.json' },
      encoding: 'windows-1252',
    });
    expect(json.status).toBe(422);
    expect(json.body.errors?.['data_encoding']).toEqual([
      'A JSON file is read as UTF-8; the encoding applies to CSV files.',
    ]);
  });

  it('accepts a .json file in csv_file too', async () => {
    const created = await bulkCreateData(owner, { templateId, file: SALES_JSON, fileName: 'sales.json' });
    expect(created.status).toBe(201);
    expect(created.body.row_count).toBe(2);
  });

  it('refuses bad grouping, JSON, locale and mapping with 422s keyed by field', async () => {
    const mapping = { region: 'Region', total: 'Amount' };
    const noColumn = await bulkCreateData(owner, {
      templateId,
      file: SALES_CSV,
      fileName: 'sales.csv',
      mapping,
      groupBy: 'Country',
    });
    expect(noColumn.status).toBe(422);
    expect(noColumn.body.errors?.['group_by']).toEqual(['The CSV file has no column named "Country".']);

    const badJson = await bulkCreateData(owner, {
      templateId,
      file: '[\n  {"region": "North"},\n  {"region": }\n]',
      fileName: 'data.json',
      field: 'data_file',
    });
    expect(badJson.status).toBe(422);
    expect(badJson.body.errors?.['data_file']?.[0]).toMatch(/^Line 3, column 14: the file is not valid JSON/);

    const notObjects = await bulkCreateData(owner, {
      templateId,
      file: '[{"region":"N"},\n 3]',
      fileName: 'd.json',
    });
    expect(notObjects.status).toBe(422);
    expect(notObjects.body.errors?.['csv_file']?.[0]).toBe(
      'Item 2 (line 2) is a number; every item must be an object such as { "name": "Ann" }.',
    );

    const tooMany = await bulkCreateData(owner, {
      templateId,
      file: JSON.stringify(Array.from({ length: 10_001 }, (_, i) => ({ region: `R${i}` }))),
      fileName: 'many.json',
      field: 'data_file',
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.['data_file']?.[0]).toBe(
      'The JSON file has 10,001 items; at most 10,000 presentations can be made at once.',
    );

    const jsonGrouped = await bulkCreateData(owner, {
      templateId,
      file: SALES_JSON,
      fileName: 'sales.json',
      groupBy: 'region',
    });
    expect(jsonGrouped.status).toBe(422);
    expect(jsonGrouped.body.errors).toHaveProperty('group_by');

    const badLocale = await bulkCreateData(owner, {
      templateId,
      file: SALES_CSV,
      fileName: 'sales.csv',
      mapping,
      locale: 'xx-YY',
    });
    expect(badLocale.status).toBe(422);
    expect(badLocale.body.errors?.['locale']?.[0]).toContain('en-US, en-GB, de-DE');

    const unmapped = await bulkCreateData(owner, { templateId, file: SALES_CSV, fileName: 'sales.csv' });
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.errors?.['data_mapping']).toEqual(['Map every placeholder to a column.']);
  });
});
