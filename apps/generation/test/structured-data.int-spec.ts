import { unzipSync } from 'fflate';
import { startTestStack, type TestStack } from '@deckmill/server-harness';
import { bulkCreateData, SALES_CSV, SALES_JSON, textDeck } from './support/data-decks';
import {
  deckPlainText,
  download,
  newUser,
  uploadTemplate,
  waitForStatus,
  type TestUser,
} from './support/generation-helpers';

/**
 * Sections, paths and filters through the product. Everything here needs the structured engine
 * (`render(record, { locale })`, `inspectTemplate(...).structure`) and generation's `renderData` switched to it.
 */
describe('generation: structured templates with grouped CSV and JSON data', () => {
  let stack: TestStack;
  let owner: TestUser;

  beforeAll(async () => {
    stack = await startTestStack();
    owner = await newUser(stack);
  });

  afterAll(() => stack.stop());

  function slideCount(deck: Uint8Array): number {
    return Object.keys(unzipSync(deck)).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).length;
  }

  it('repeats runs over the rows of a grouped CSV and applies filters', async () => {
    const templateId = await uploadTemplate(
      owner,
      textDeck([['Region {{ region | upper }}', 'Products: {{#rows}}{{Product}}; {{/rows}}']]),
      'Grouped',
    );
    const detail = await owner.client.get<{ structure: { sections: unknown[] } }>(
      `/api/app/templates/${templateId}`,
    );
    expect(detail.body.structure.sections).toEqual([
      expect.objectContaining({
        name: 'rows',
        kind: 'runs',
        slide: 1,
        tags: [{ path: 'Product', filters: [] }],
      }),
    ]);

    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_CSV,
      fileName: 'sales.csv',
      mapping: { region: 'Region' },
      groupBy: 'Region',
    });
    expect(created.status).toBe(201);
    const batch = await waitForStatus(owner, created.body.id);
    expect(batch).toMatchObject({ status: 'completed', row_count: 3, rows_done: 3 });
    const north = deckPlainText((await download(owner, batch.rows[0]?.download_url ?? '')).bytes);
    expect(north).toContain('Region NORTH');
    expect(north).toContain('Tea; Cake;');
    expect(north).not.toContain('Coffee');
  });

  it('repeats a slide per JSON list item, follows paths and formats for the batch locale', async () => {
    const templateId = await uploadTemplate(
      owner,
      textDeck([
        ['Region {{region}}', 'Manager {{manager.name}}', 'Total {{ total | number:2 }}'],
        ['{{:lines}}Line {{product}}'],
      ]),
      'Nested',
    );
    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_JSON,
      fileName: 'sales.json',
      field: 'data_file',
      locale: 'de-DE',
    });
    expect(created.status).toBe(201);
    const batch = await waitForStatus(owner, created.body.id);
    expect(batch).toMatchObject({ status: 'completed', rows_done: 2 });
    const deck = (await download(owner, batch.rows[0]?.download_url ?? '')).bytes;
    const text = deckPlainText(deck);
    expect(text).toContain('Manager Ann');
    expect(text).toContain('Total 1.215,50');
    expect(text).toContain('Line Tea');
    expect(text).toContain('Line Cake');
    expect(text).not.toContain('{{');
    expect(slideCount(deck)).toBe(3);
  });

  it('fills a section field named unlike its column from the mapped column of each grouped row', async () => {
    const templateId = await uploadTemplate(
      owner,
      textDeck([['Region {{region}}', 'Items: {{#rows}}{{item}} = {{cost}}; {{/rows}}']]),
      'Mapped rows',
    );
    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_CSV,
      fileName: 'sales.csv',
      mapping: { region: 'Region' },
      groupBy: 'Region',
      sectionMapping: { rows: { item: 'Product', cost: 'amount' } },
    });
    expect(created.status).toBe(201);
    const batch = await waitForStatus(owner, created.body.id);
    expect(batch).toMatchObject({ status: 'completed', rows_done: 3 });
    const north = deckPlainText((await download(owner, batch.rows[0]?.download_url ?? '')).bytes);
    expect(north).toContain('Items: Tea = 1200.5; Cake = 15;');
  });

  it("fills a repeated slide's field from the mapped key of each JSON list item", async () => {
    const templateId = await uploadTemplate(
      owner,
      textDeck([['Region {{region}}'], ['{{:lines}}Line {{name}}']]),
      'Mapped lines',
    );
    const created = await bulkCreateData(owner, {
      templateId,
      file: SALES_JSON,
      fileName: 'sales.json',
      field: 'data_file',
      sectionMapping: { lines: { name: 'product' } },
    });
    expect(created.status).toBe(201);
    const batch = await waitForStatus(owner, created.body.id);
    const text = deckPlainText((await download(owner, batch.rows[1]?.download_url ?? '')).bytes);
    expect(text).toContain('Line Coffee');
    expect(text).toContain('Line Water');
  });
});
