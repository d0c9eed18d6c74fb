import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { DataRecord } from '@deckmill/csv/data';
import { fixtureDeck, takeCpuTurn } from '@deckmill/testing';
import { DEFAULT_ZIP_LIMITS, inflateEntry, readZip } from '@deckmill/zip/node';
import { compileTemplate } from '../src';
import { assertSoundPackage, unzipDeck } from './support/deck-checks';
import { altText, comboChart, labelledSeries, scatterChart } from './support/chart-xml';
import { addShapes, editDeck, textBox } from './support/inject-text';
import { convertToPdf, pdfText } from './support/libreoffice';

// Charts bound to lists in the real fixture, drawn by LibreOffice: each deck's data labels
// show its own numbers, and the embedded workbook behind "Edit Data" holds the same table.
jest.setTimeout(600_000);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SERIES = { 'Datenreihe 1': 'Revenue', 'Datenreihe 2': 'Cost', 'Datenreihe 3': 'Net profit' };

/** Twelve months of three series, every number distinct to the deck (`base` 1 or 2). */
function sales(base: number, count: number): DataRecord[] {
  return MONTHS.slice(0, count).map((month, index) => ({
    month: `${month}${base}`,
    revenue: base * 1000 + 101 + index,
    cost: String(base * 1000 + 301 + index),
    net_profit: base * 1000 + 501 + index,
  }));
}

const rowA: DataRecord = {
  sales: sales(1, 12),
  share: [
    { category: 'Alpha', share: 317 },
    { category: 'Beta', share: 328 },
    { category: 'Gamma', share: 339 },
    { category: 'Delta', share: 341 },
    { category: 'Epsilon', share: 352 },
  ],
  points: [
    { x: 1, height: 5517 },
    { x: 2, height: 5623 },
    { x: 3, height: 5731 },
  ],
};
const rowB: DataRecord = {
  sales: sales(2, 5),
  share: [
    { category: 'North', share: 463 },
    { category: 'South', share: 474 },
  ],
  points: [
    { x: 1, height: 7919 },
    { x: 4, height: 8027 },
  ],
};

/** rowA's shapes, other values: rendered after rowA (and rowB), its charts and workbooks are encoded from the
 * programs compiled for those shapes (charts/chart-program.ts, workbook-program.ts), not written as text. */
const rowC: DataRecord = {
  sales: sales(6, 12),
  share: ['Eta', 'Theta', 'Iota', 'Kappa', 'Lambda'].map((category, index) => ({
    category,
    share: 611 + index,
  })),
  points: [
    { x: 1, height: 6617 },
    { x: 2, height: 6623 },
    { x: 3, height: 6631 },
  ],
};

function template(): Uint8Array {
  const fixture = new Uint8Array(readFileSync(fixtureDeck('automizer-SlideWithCharts.pptx')));
  return editDeck(fixture, {
    'ppt/slides/slide1.xml': altText('StackedBars', '{{chart:sales}}'),
    'ppt/slides/slide2.xml': (xml) =>
      altText('PieChart', '{{chart:share}}')(altText('ColumnChart', 'Heights {{chart:points}}')(xml)),
    'ppt/charts/chart1.xml': labelledSeries(SERIES),
    'ppt/charts/chart2.xml': () => scatterChart('Height', 'rId3'),
    'ppt/charts/chart3.xml': labelledSeries({ 'Datenreihe 1': 'Share' }),
  });
}

/** The first worksheet's cells of an embedded workbook, by reference (`B2` → `1101`). */
function workbookCells(xlsx: Uint8Array): Map<string, string> {
  const sheet = strFromU8(unzipSync(xlsx)['xl/worksheets/sheet1.xml']);
  const cells = new Map<string, string>();
  for (const [, reference, body] of sheet.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(.*?)<\/c>/g)) {
    cells.set(reference, /<(?:v|t)[^>]*>([^<]*)</.exec(body)?.[1] ?? '');
  }
  return cells;
}

function pointCounts(chartXml: string): number[] {
  return [...chartXml.matchAll(/<c:(?:cat|val|xVal|yVal)>.*?<c:ptCount val="(\d+)"\/>/g)].map((match) =>
    Number(match[1]),
  );
}

describe('charts from data, drawn by LibreOffice', () => {
  let dir: string;
  let releaseCpu: () => Promise<void>;
  const decks = new Map<string, { bytes: Buffer; notes: readonly string[] }>();

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deckmill-charts-'));
    const compiled = compileTemplate(template());
    const repeated = compileTemplate(
      editDeck(template(), {
        'ppt/slides/slide1.xml': addShapes(textBox(90, 'Region', ['Region {{:regions}}{{name}}'])),
      }),
    );
    const combo = compileTemplate(
      editDeck(template(), { 'ppt/charts/chart1.xml': () => comboChart('Revenue', 'Net profit', 'rId3') }),
    );
    const regions: DataRecord = {
      ...rowB,
      regions: [
        { name: 'North', sales: sales(3, 4) },
        { name: 'South', sales: sales(4, 7) },
      ],
    };
    for (const [name, deck] of [
      ['a', await compiled.render(rowA)],
      ['b', await compiled.render(rowB)],
      ['c', await compiled.render(rowC)],
      ['regions', await repeated.render(regions)],
      ['combo', await combo.render({ ...rowB, sales: sales(5, 9) })],
    ] as const) {
      decks.set(name, { bytes: deck.toBuffer(), notes: deck.notes });
      await writeFile(path.join(dir, `${name}.pptx`), deck.toBuffer());
    }
    releaseCpu = await takeCpuTurn();
    await convertToPdf(
      [...decks.keys()].map((name) => path.join(dir, `${name}.pptx`)),
      dir,
    );
  });

  afterAll(async () => {
    await releaseCpu?.();
    await rm(dir, { recursive: true, force: true });
  });

  const text = (name: string) => pdfText(path.join(dir, `${name}.pdf`));

  it('draws each deck its own values as data labels, categories and all', async () => {
    const [a, b] = [await text('a'), await text('b')];
    const labelsOf = (base: number, count: number) =>
      [101, 301, 501].flatMap((start) =>
        Array.from({ length: count }, (_, index) => String(base * 1000 + start + index)),
      );
    for (const label of [...labelsOf(1, 12), 'Dec1', '317', '352', '5517', '5731'])
      expect(a).toContain(label);
    for (const label of [...labelsOf(2, 5), 'May2', '463', '474', '7919', '8027']) expect(b).toContain(label);
    for (const label of ['2101', 'May2', '463', '7919', 'Datenreihe']) expect(a).not.toContain(label);
    for (const label of ['1101', 'Jun2', 'Dec1', '317', '5517']) expect(b).not.toContain(label);
  });

  it('draws a deck encoded from the compiled charts and workbooks, the same parts as written as text', async () => {
    const c = await text('c');
    for (const label of ['6101', '6112', '6312', '6512', 'Dec6', 'Lambda', '615', '6631'])
      expect(c).toContain(label);
    for (const label of ['1101', 'Dec1', '317', '5517', 'Epsilon']) expect(c).not.toContain(label);
    // A template that has rendered nothing before writes the row's charts as text and deflates them. The
    // parts inflate (checked against their CRCs and sizes) to the same bytes, the workbooks' archives whole.
    const entriesOf = (deck: Uint8Array) =>
      new Map(readZip(deck, DEFAULT_ZIP_LIMITS).map((entry) => [entry.name, entry]));
    const fromText = entriesOf((await compileTemplate(template()).render(rowC)).toBuffer());
    const fromPrograms = entriesOf(decks.get('c')?.bytes ?? Buffer.alloc(0));
    const charts = [...fromText.keys()].filter((name) =>
      /^ppt\/(charts\/chart\d+\.xml|embeddings\/)/.test(name),
    );
    expect(charts.length).toBeGreaterThanOrEqual(6);
    for (const name of charts) {
      const [encoded, written] = [fromPrograms.get(name), fromText.get(name)];
      if (!encoded || !written) throw new Error(`no ${name}`);
      expect([encoded.crc32, encoded.uncompressedSize]).toEqual([written.crc32, written.uncompressedSize]);
      expect(Buffer.from(inflateEntry(encoded)).equals(inflateEntry(written))).toBe(true);
      // Encoded, not deflated: the same bytes compressed otherwise.
      expect(Buffer.from(encoded.compressed).equals(written.compressed)).toBe(false);
    }
    const workbook = fromPrograms.get('ppt/embeddings/Microsoft_Excel_Worksheet.xlsx');
    if (!workbook) throw new Error('no workbook');
    expect(workbookCells(inflateEntry(workbook)).get('D13')).toBe('6512');
  });

  it('sizes the caches to the items and rewrites the formula ranges', () => {
    const b = unzipDeck(decks.get('b')?.bytes ?? Buffer.alloc(0));
    assertSoundPackage(b);
    const bars = b.get('ppt/charts/chart1.xml') ?? '';
    expect(pointCounts(bars)).toEqual(Array(6).fill(5));
    expect(bars).toContain('<c:f>Tabelle1!$A$2:$A$6</c:f>');
    expect(bars).toContain('<c:f>Tabelle1!$D$2:$D$6</c:f>');
    expect(pointCounts(b.get('ppt/charts/chart2.xml') ?? '')).toEqual([2, 2]);
    expect(pointCounts(b.get('ppt/charts/chart3.xml') ?? '')).toEqual([2, 2]);
    const a = unzipDeck(decks.get('a')?.bytes ?? Buffer.alloc(0));
    expect(pointCounts(a.get('ppt/charts/chart1.xml') ?? '')).toEqual(Array(6).fill(12));
    expect(decks.get('a')?.notes).toEqual([]);
  });

  it('writes the same numbers and categories into the embedded workbooks', () => {
    const files = unzipSync(decks.get('a')?.bytes ?? Buffer.alloc(0));
    const bars = workbookCells(files['ppt/embeddings/Microsoft_Excel_Worksheet.xlsx']);
    expect(bars.get('A1')).toBe('month');
    expect([bars.get('B1'), bars.get('C1'), bars.get('D1')]).toEqual(['Revenue', 'Cost', 'Net profit']);
    expect([bars.get('A13'), bars.get('B13'), bars.get('C13'), bars.get('D13')]).toEqual([
      'Dec1',
      '1112',
      '1312',
      '1512',
    ]);
    expect(bars.has('A14')).toBe(false);
    const table = strFromU8(
      unzipSync(files['ppt/embeddings/Microsoft_Excel_Worksheet.xlsx'])['xl/tables/table1.xml'],
    );
    expect(table).toContain('ref="A1:D13"');
    const scatter = workbookCells(files['ppt/embeddings/Microsoft_Excel_Worksheet1.xlsx']);
    expect([scatter.get('A1'), scatter.get('B1'), scatter.get('A4'), scatter.get('B4')]).toEqual([
      'x',
      'Height',
      '3',
      '5731',
    ]);
    const pie = workbookCells(files['ppt/embeddings/Microsoft_Excel_Worksheet2.xlsx']);
    expect([pie.get('A6'), pie.get('B6')]).toEqual(['Epsilon', '352']);
  });

  it('gives each copy of a repeated slide its own chart and workbook, read in the item', async () => {
    const files = unzipSync(decks.get('regions')?.bytes ?? Buffer.alloc(0));
    const parts = unzipDeck(decks.get('regions')?.bytes ?? Buffer.alloc(0));
    assertSoundPackage(parts);
    const workbooks = Object.keys(files).filter((name) =>
      name.startsWith('ppt/embeddings/Microsoft_Excel_Worksheet'),
    );
    expect(workbooks).toHaveLength(4);
    expect(workbookCells(files['ppt/embeddings/Microsoft_Excel_Worksheet.xlsx']).get('B5')).toBe('3104');
    expect(workbookCells(files['ppt/embeddings/Microsoft_Excel_Worksheet_1.xlsx']).get('B8')).toBe('4107');
    const pdf = await text('regions');
    for (const label of ['Region North', 'Region South', '3104', '4107', 'Jul4'])
      expect(pdf).toContain(label);
    expect(pdf).not.toContain('1101');
  });

  it('fills each plot of a combo chart, and notes the field no series shows', async () => {
    const combo = decks.get('combo');
    const parts = unzipDeck(combo?.bytes ?? Buffer.alloc(0));
    assertSoundPackage(parts);
    expect(pointCounts(parts.get('ppt/charts/chart1.xml') ?? '')).toEqual([9, 9, 9, 9]);
    expect(combo?.notes).toEqual(['Chart "sales": no series matches the field "cost".']);
    const pdf = await text('combo');
    for (const label of ['5101', '5109', '5501', '5509', 'Sep5']) expect(pdf).toContain(label);
    expect(pdf).not.toContain('5301');
  });
});
