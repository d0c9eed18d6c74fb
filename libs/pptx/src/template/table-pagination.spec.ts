import { editDeck, textBox } from '../../test/support/inject-text';
import { readFixture } from '../../test/support/fixtures';
import { assertSoundPackage, unzipDeck } from '../../test/support/deck-checks';
import { onlyShapes, tableFrame, type TableSpec } from '../../test/support/table-xml';
import { drawingText } from '../../test/support/xml-checks';
import type { FontBook, FontMetrics } from '../fit/text-model';
import { isTemplateError } from '../errors';
import { compileTemplate, type CompileOptions } from './compile-template';
import { resolveTarget, relsPartOf } from './package-map';
import { MAX_TABLE_PAGES } from './table-pages';

const ROW = 370_840;
const COLUMNS = [3_000_000, 2_000_000];

function table(open: string, close = '{{/rows}}', extra: Partial<TableSpec> = {}): string {
  return tableFrame({
    id: 7,
    name: 'Prices',
    y: 1_000_000,
    cy: 3 * ROW,
    columns: COLUMNS,
    rows: [
      { h: ROW, cells: ['Product', 'Price'] },
      { h: ROW, cells: [`${open}{{product}}`, `{{price}}${close}`] },
      { h: ROW, cells: ['Total', '{{total}}'] },
    ],
    ...extra,
  });
}

function template(shapes: readonly string[], options: CompileOptions = {}) {
  return compileTemplate(
    editDeck(readFixture('automizer-SlideWithNotes.pptx'), {
      'ppt/slides/slide1.xml': onlyShapes(...shapes),
    }),
    options,
  );
}

/** Preflight's render: the run-off checks, which only add findings, run. */
const COLLECT = { collectFindings: true };

const pager = textBox(20, 'Pager', ['Page {{page}} of {{pages}} for {{customer}}'], 5_000_000);

/** The text of each slide of a deck, in presentation order. */
function slideTexts(bytes: Uint8Array): string[] {
  const parts = unzipDeck(bytes);
  assertSoundPackage(parts);
  const presentation = parts.get('ppt/presentation.xml') ?? '';
  const rels = parts.get(relsPartOf('ppt/presentation.xml')) ?? '';
  const ids = [...presentation.matchAll(/<p:sldId [^>]*r:id="([^"]+)"/g)].map((match) => match[1]);
  return ids.map((id) => {
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"|Target="([^"]+)"[^>]*Id="${id}"`).exec(rels);
    const part = resolveTarget('ppt/presentation.xml', target?.[1] ?? target?.[2] ?? '');
    return drawingText(parts.get(part) ?? '');
  });
}

const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ product: `Item ${index + 1}`, price: String(index + 1) }));

const itemsOn = (text: string) => [...text.matchAll(/Item (\d+)\n/g)].map((match) => Number(match[1]));

function uploadError(shapes: readonly string[]): string {
  try {
    template(shapes);
  } catch (error) {
    if (isTemplateError(error)) return error.message;
    throw error;
  }
  throw new Error('compiled');
}

describe('tables that continue: paginate:N', () => {
  it('repeats the slide per page of 12 with the header on each, the total on the last, and page/pages', async () => {
    const deck = template([table('{{#rows | paginate:12}}'), pager]);
    const texts = slideTexts(
      (await deck.render({ rows: items(30), total: '465', customer: 'Acme' })).toBuffer(),
    );

    expect(texts).toHaveLength(3);
    expect(texts.map(itemsOn)).toEqual([
      items(12).map((_, index) => index + 1),
      items(12).map((_, index) => index + 13),
      items(6).map((_, index) => index + 25),
    ]);
    texts.forEach((text, index) => {
      expect(text.startsWith('Product\nPrice\n')).toBe(true);
      expect(text).toContain(`Page ${index + 1} of 3 for Acme`);
      expect(text.includes('Total\n465')).toBe(index === 2);
    });
  });

  it('keeps one page (header and total) for an empty list, and maps no "page" column', async () => {
    const deck = template([table('{{#rows | paginate:12}}'), pager]);
    expect(deck.structure.sections).toEqual([
      expect.objectContaining({ name: 'rows', kind: 'table-rows', paginate: 'paginate:12' }),
    ]);
    expect(deck.placeholders.map((placeholder) => placeholder.key).sort()).toEqual([
      'customer',
      'rows',
      'total',
    ]);
    const texts = slideTexts((await deck.render({ rows: [], total: '0', customer: 'Acme' })).toBuffer());
    expect(texts).toEqual([expect.stringContaining('Product\nPrice\nTotal\n0')]);
    expect(texts[0]).toContain('Page 1 of 1');
  });

  it('pages each copy of a repeated slide by its own list', async () => {
    const deck = template([
      table('{{#rows | paginate:2}}'),
      textBox(21, 'Who', ['{{:customers}}{{name}} {{page}}/{{pages}}'], 5_000_000),
    ]);
    const texts = slideTexts(
      (
        await deck.render({
          customers: [
            { name: 'Ann', rows: items(3) },
            { name: 'Bob', rows: items(1) },
          ],
        })
      ).toBuffer(),
    );
    expect(texts.map((text) => /(\w+ \d\/\d)\n/.exec(text)?.[1])).toEqual(['Ann 1/2', 'Ann 2/2', 'Bob 1/1']);
    expect(texts.map(itemsOn)).toEqual([[1, 2], [3], [1]]);
  });

  it('fails the row with a DataError when its copies and pages would pass the most slides a deck may have', async () => {
    const deck = template(
      [
        table('{{#rows | paginate:2}}'),
        textBox(21, 'Who', ['{{:customers}}{{name}} {{page}}/{{pages}}'], 5_000_000),
      ],
      { limits: { maxSlides: 5 } },
    );
    const customers = (pages: number) => [
      { name: 'Ann', rows: items(2 * pages) },
      { name: 'Bob', rows: items(4) },
    ];
    // 4 + 2 pages: 6 slides, one past the limit; 3 + 2 are 5 and render.
    await expect(deck.render({ customers: customers(4), total: '' })).rejects.toMatchObject({
      code: 'too_many',
      message: expect.stringContaining('The deck would have more than 5 slides'),
    });
    const rendered = await deck.render({ customers: customers(3), total: '' });
    expect(slideTexts(rendered.toBuffer())).toHaveLength(5);
  });

  it(`keeps ${MAX_TABLE_PAGES} pages at most, with a finding and a note for the items left out`, async () => {
    const deck = template([table('{{#rows | paginate:1}}')]);
    const rendered = await deck.render({ rows: items(MAX_TABLE_PAGES + 5), total: '' });
    expect(slideTexts(rendered.toBuffer())).toHaveLength(MAX_TABLE_PAGES);
    const message = `Slide 1: the list "rows" needs more than ${MAX_TABLE_PAGES} slides; the last 5 of its 105 items are left out.`;
    expect(rendered.findings).toEqual([
      { kind: 'list_too_long', message, field: 'rows', slide: 1, shape: 'Prices' },
    ]);
    expect(rendered.notes).toContain(message);
  });
});

describe('tables that continue: errors at upload', () => {
  it('refuses paginate anywhere but on a table-row section', () => {
    expect(uploadError([textBox(20, 'List', ['{{#rows | paginate}}{{product}}{{/rows}}'])])).toContain(
      'Slide 1, shape "List": "| paginate" works only on a section that repeats table rows',
    );
    expect(uploadError([textBox(20, 'List', ['{{ rows | paginate }}'])])).toContain(
      'the filter "paginate" belongs on a section that repeats table rows',
    );
    expect(uploadError([textBox(20, 'List', ['{{^rows | paginate}}none{{/rows}}'])])).toContain(
      'only an opening "{{#…}}" section tag takes "| paginate"',
    );
    expect(uploadError([table('{{#rows | paginate:0}}')])).toContain('from 1 to 1000, like paginate:12');
    expect(uploadError([table('{{#rows | upper}}')])).toContain('a section takes only the filter "paginate"');
  });

  it('refuses a paginated section inside another section and two paginated tables on a slide', () => {
    expect(
      uploadError([
        table('{{#rows | paginate}}', '{{/rows}}', { id: 7 }),
        table('{{#more | paginate}}', '{{/more}}', { id: 8 }),
      ]),
    ).toContain('a slide can have only one paginated table');
    expect(
      uploadError([
        tableFrame({
          id: 7,
          name: 'Nested',
          y: 0,
          cy: ROW,
          columns: COLUMNS,
          rows: [{ h: ROW, cells: ['{{#groups}}{{#rows | paginate}}{{product}}', '{{/rows}}{{/groups}}'] }],
        }),
      ]),
    ).toContain('the paginated section "rows" cannot be inside another section');
  });
});

/** Every character 0.5 em wide; lines 1.2 em tall (a font no one has, so the arithmetic is plain). */
const FIXED: FontMetrics = {
  family: 'Fixed',
  source: 'estimated',
  unitsPerEm: 1000,
  ascent: 1000,
  descent: 200,
  lineGap: 0,
  advance: () => 500,
};
const fixedBook: FontBook = { metrics: () => FIXED };

describe('tables that continue: paginate (as many rows as fit)', () => {
  // 12 pt: a line is 14.4 pt = 182,880 EMU; a cell adds 91,440 of insets: 274,320 a one-line row.
  const LINE = 182_880;
  const ONE_LINE_ROW = LINE + 91_440;

  it('fits the rows the frame holds under the header, measured from their text', async () => {
    // Frame: header + 6 one-line rows. The total row needs its own room on the last page.
    const deck = template(
      [
        table('{{#rows | paginate}}', '{{/rows}}', {
          cy: 7 * ONE_LINE_ROW,
          rows: [
            { h: 100, cells: ['Product', 'Price'] },
            { h: 100, cells: ['{{#rows | paginate}}{{product}}', '{{price}}{{/rows}}'] },
            { h: 100, cells: ['Total', '{{total}}'] },
          ],
        }),
      ],
      { fonts: fixedBook },
    );
    // 6 pt a character: 7 words of "word " a line in the 2,817,120 EMU inside the cell, so 3 lines.
    const long = 'word '.repeat(20).trim();
    const rows = items(14).map((item, index) => (index === 3 ? { ...item, product: long } : item));
    const texts = slideTexts((await deck.render({ rows, total: 'T' })).toBuffer());

    // Page 1: items 1-3, the 3-line item 4 (3 + 3 rows), item 5 does not fit; page 2: 5-10; page 3: 11-14 + total.
    expect(texts.map((text) => itemsOn(text.replace(long, 'Item 4')))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14],
    ]);
    expect(texts.map((text) => text.includes('Total\nT'))).toEqual([false, false, true]);
  });

  it('moves the last rows on when they and the total row do not fit together', async () => {
    const deck = template(
      [
        table('{{#rows | paginate}}', '{{/rows}}', {
          cy: 7 * ONE_LINE_ROW,
          rows: [
            { h: 100, cells: ['Product', 'Price'] },
            { h: 100, cells: ['{{#rows | paginate}}{{product}}', '{{price}}{{/rows}}'] },
            { h: 100, cells: ['Total', '{{total}}'] },
          ],
        }),
      ],
      { fonts: fixedBook },
    );
    const texts = slideTexts((await deck.render({ rows: items(6), total: 'T' })).toBuffer());
    expect(texts.map(itemsOn)).toEqual([[1, 2, 3, 4, 5], [6]]);
  });

  it('grows down to the slide bottom less 5% when the frame is only as tall as its rows (as PowerPoint saves it)', async () => {
    // 6,858,000 x 0.95 - 1,000,000 top - 370,840 header = 5,144,260: 13 rows of 370,840 (their h).
    const deck = template([table('{{#rows | paginate}}')], { fonts: fixedBook });
    const texts = slideTexts((await deck.render({ rows: items(30), total: 'T' })).toBuffer());
    expect(texts.map((text) => itemsOn(text).length)).toEqual([13, 13, 4]);
  });

  it('reports pages of paginate:N that run off the slide, once per deck', async () => {
    const deck = template([table('{{#rows | paginate:30}}')], { fonts: fixedBook });
    const rendered = await deck.render({ rows: items(40), total: 'T' }, COLLECT);
    expect(rendered.findings.map((finding) => finding.message)).toEqual([
      'Slide 1, "Prices": the table\'s 31 rows run off the bottom of the slide (16.3 cm are left under its top); write {{#rows | paginate}} to put as many rows on a slide as fit, or fewer than 30 a slide.',
    ]);
    expect((await deck.render({ rows: items(12), total: 'T' }, COLLECT)).findings).toEqual([]);
  });

  it('reports a table that is not paginated and runs off the slide, suggesting paginate', async () => {
    const deck = template([table('{{#rows}}')], { fonts: fixedBook });
    const rendered = await deck.render({ rows: items(40), total: 'T' }, COLLECT);
    expect(rendered.findings).toEqual([
      expect.objectContaining({
        kind: 'list_too_long',
        field: 'rows',
        slide: 1,
        shape: 'Prices',
        message:
          'Slide 1, "Prices": the table\'s 42 rows run off the bottom of the slide (16.3 cm are left under its top); write {{#rows | paginate}} to continue it on the next slide.',
      }),
    ]);
    expect((await deck.render({ rows: items(12), total: 'T' }, COLLECT)).findings).toEqual([]);
    // The same 12 rows fit by their heights, not once their text wraps to 3 lines each.
    const wrapped = items(12).map((item) => ({ ...item, product: 'word '.repeat(20).trim() }));
    expect((await deck.render({ rows: wrapped, total: 'T' }, COLLECT)).findings).toEqual([
      expect.objectContaining({
        kind: 'list_too_long',
        message: expect.stringContaining("the table's 14 rows run off"),
      }),
    ]);
  });

  it('runs the run-off check only when collecting findings (generation does not read them)', async () => {
    const deck = template([table('{{#rows}}')], { fonts: fixedBook });
    const rendered = await deck.render({ rows: items(40), total: 'T' });
    expect(rendered.findings).toEqual([]);
  });

  it('reports a paginated table whose filled rows cannot be measured, kept on one slide', async () => {
    // The total row is a section of its own: left out when there is no total, so the rows no longer match.
    const deck = template(
      [
        table('{{#rows | paginate}}', '{{/rows}}', {
          rows: [
            { h: ROW, cells: ['Product', 'Price'] },
            { h: ROW, cells: ['{{#rows | paginate}}{{product}}', '{{price}}{{/rows}}'] },
            { h: ROW, cells: ['{{#total}}Total', '{{total}}{{/total}}'] },
          ],
        }),
      ],
      { fonts: fixedBook },
    );
    const rendered = await deck.render({ rows: items(40), total: '' }, COLLECT);
    expect(slideTexts(rendered.toBuffer())).toHaveLength(1);
    expect(rendered.findings).toContainEqual(
      expect.objectContaining({
        kind: 'list_too_long',
        field: 'rows',
        slide: 1,
        message: expect.stringContaining('the rows of the list "rows" could not be measured'),
      }),
    );
    expect((await deck.render({ rows: items(40), total: '' })).findings).toEqual([]);
  });
});
