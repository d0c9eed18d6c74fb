import { crc32, inflateRawSync } from 'node:zlib';
import { ChartPrograms, compileChartProgram, encodeChart, tableShape } from './chart-program';
import type { ChartTable } from './chart-table';
import { readChartShape, rewriteChartXml } from './chart-xml';
import { seededRandom } from '@deckmill/testing';

const points = (values: readonly (string | number)[]) =>
  values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('');
const strings = (tag: string, formula: string, values: string[]) =>
  `<c:${tag}><c:strRef><c:f>${formula}</c:f><c:strCache><c:ptCount val="${values.length}"/>` +
  `${points(values)}</c:strCache></c:strRef></c:${tag}>`;
const numbers = (tag: string, formula: string, values: number[], format = 'General') =>
  `<c:${tag}><c:numRef><c:f>${formula}</c:f><c:numCache><c:formatCode>${format}</c:formatCode>` +
  `<c:ptCount val="${values.length}"/>${points(values)}</c:numCache></c:numRef></c:${tag}>`;

/** A category series with a name, per-point formatting and labels for three old points. */
function series(name: string, column: string): string {
  const perPoint = [0, 1, 2].map((index) => `<c:dPt><c:idx val="${index}"/><c:spPr/></c:dPt>`).join('');
  const labels = [0, 2].map((index) => `<c:dLbl><c:idx val="${index}"/><c:showVal val="1"/></c:dLbl>`);
  return (
    `<c:ser><c:idx val="0"/><c:order val="0"/>${strings('tx', `Sheet1!$${column}$1`, [name])}` +
    `<c:spPr/>${perPoint}<c:dLbls>${labels.join('')}</c:dLbls>` +
    `${strings('cat', 'Sheet1!$A$2:$A$4', ['a', 'b', 'c'])}` +
    `${numbers('val', `Sheet1!$${column}$2:$${column}$4`, [1, 2, 3], '#,##0')}</c:ser>`
  );
}

const xySeries = (name: string) =>
  `<c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>${name}</c:v></c:tx>` +
  `${numbers('xVal', 'Sheet1!$A$2:$A$3', [1, 2])}${numbers('yVal', 'Sheet1!$B$2:$B$3', [3, 4])}</c:ser>`;

const chart = (...plots: string[]) =>
  `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea>` +
  `${plots.join('')}</c:plotArea></c:chart></c:chartSpace>`;

const BAR = chart(`<c:barChart>${series('Revenue', 'B')}${series('Cost', 'C')}</c:barChart>`);
const SCATTER = chart(`<c:scatterChart>${xySeries('Y')}</c:scatterChart>`);

const WORDS = ['Jan', 'Q1 & Q2', '<none>', 'Zürich', 'a > b', '', '東京', 'x'.repeat(40)];

function randomTable(next: () => number, count: number, empties: boolean): ChartTable {
  const value = () =>
    empties && next() < 0.2 ? null : Math.round((next() - 0.3) * 10 ** Math.floor(next() * 7)) / 100;
  const column = () => Array.from({ length: count }, value);
  return {
    labelField: 'category',
    xField: 'x',
    labels: Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)] ?? ''),
    xValues: column(),
    series: [column(), next() < 0.2 ? null : column()],
  };
}

function inflated(encoded: { data: Buffer; crc32: number; uncompressedSize: number }): string {
  const xml = inflateRawSync(encoded.data);
  expect(xml.byteLength).toBe(encoded.uncompressedSize);
  expect(crc32(xml)).toBe(encoded.crc32);
  return xml.toString('utf8');
}

describe('compileChartProgram', () => {
  it('encodes the same XML as rewriteChartXml, to the byte, for tables of its shape', async () => {
    for (const [xml, seed] of [
      [BAR, 1],
      [BAR, 2],
      [SCATTER, 3],
      [BAR.replace(/c:/g, 'chart:').replace('xmlns:c=', 'xmlns:chart='), 4],
    ] as const) {
      const shape = readChartShape(xml);
      const next = seededRandom(seed);
      for (const count of [0, 1, 2, 12, 60]) {
        const first = randomTable(next, count, seed !== 1);
        const program = await compileChartProgram(xml, shape, first);
        if (!program) throw new Error('not compiled');
        // Every table of the same shape: the same items empty, other values and labels.
        for (let row = 0; row < 5; row++) {
          const other = randomTable(next, count, false);
          const table: ChartTable = {
            ...other,
            xValues: other.xValues.map((value, index) => (first.xValues[index] === null ? null : value)),
            series: first.series.map((values, column) =>
              values === null
                ? null
                : values.map((value, index) =>
                    value === null ? null : (other.series[0]?.[index] ?? 1) + column,
                  ),
            ),
          };
          expect(tableShape(table)).toBe(tableShape(first));
          expect(inflated(encodeChart(program, table))).toBe(rewriteChartXml(xml, shape, table));
        }
      }
    }
  });

  it('fills each slot with its own value when a series writes its values before its categories', async () => {
    const swapped = BAR.replace(
      /(<c:cat>[\s\S]*?<\/c:cat>)(<c:val>[\s\S]*?<\/c:val>)/g,
      (_, categories: string, values: string) => values + categories,
    );
    expect(swapped.indexOf('<c:val>')).toBeLessThan(swapped.indexOf('<c:cat>'));
    const shape = readChartShape(swapped);
    const tableOf = (labels: string[], first: number): ChartTable => ({
      labelField: 'category',
      xField: 'x',
      labels,
      xValues: [],
      series: [0, 4].map((offset) => labels.map((_, index) => first + offset + index)),
    });
    const program = await compileChartProgram(swapped, shape, tableOf(['a', 'b', 'c', 'd'], 1));
    if (!program) throw new Error('not compiled');
    const table = tableOf(['w & x', 'y', 'z', '<q>'], 100);
    expect(inflated(encodeChart(program, table))).toBe(rewriteChartXml(swapped, shape, table));
  });

  it('is not compiled for a text or a sheet name holding the characters that mark a value', async () => {
    const table = randomTable(seededRandom(5), 3, false);
    const xml = BAR.replace('Revenue', 'Revenue \uE000');
    expect(await compileChartProgram(xml, readChartShape(xml), table)).toBeUndefined();
    const marked = BAR.replace('Revenue', 'Revenue \uE0000\uE001');
    expect(await compileChartProgram(marked, readChartShape(marked), table)).toBeUndefined();
    const sheet = { ...readChartShape(BAR), sheet: "'My \uE001 data'" };
    expect(await compileChartProgram(BAR, sheet, table)).toBeUndefined();
    expect(await compileChartProgram(BAR, readChartShape(BAR), table)).toBeDefined();
  });
});

describe('tableShape', () => {
  it('tells tables apart by item count, empty values and missing series, not by values or labels', () => {
    const base: ChartTable = {
      labelField: 'c',
      xField: 'c',
      labels: ['a', 'b'],
      xValues: [],
      series: [[1, 2], null],
    };
    expect(tableShape({ ...base, labels: ['x', 'y'], series: [[3, 4], null] })).toBe(tableShape(base));
    expect(tableShape({ ...base, series: [[1, null], null] })).not.toBe(tableShape(base));
    expect(
      tableShape({
        ...base,
        series: [
          [1, 2],
          [1, 2],
        ],
      }),
    ).not.toBe(tableShape(base));
    expect(tableShape({ ...base, labels: ['a', 'b', 'c'], series: [[1, 2, 3], null] })).not.toBe(
      tableShape(base),
    );
  });
});

describe('ChartPrograms', () => {
  const shapeOf = (programs: ChartPrograms, xml: string) => programs.shapeOf(xml, readChartShape);
  const table = (count: number) => randomTable(seededRandom(count), count, false);

  it('compiles a text only once a second row has had it, and again after the text changes', async () => {
    const programs = new ChartPrograms();
    const shape = shapeOf(programs, BAR);
    expect(programs.programFor(BAR, shape, table(3))).toBeUndefined();
    expect(shapeOf(programs, BAR)).toBe(shape);
    expect(await programs.programFor(BAR, shape, table(3))).toBeDefined();
    const titled = BAR.replace('Revenue', 'Revenue 2026');
    const other = shapeOf(programs, titled);
    expect(programs.programFor(titled, other, table(3))).toBeUndefined();
    expect(programs.programFor(BAR, shape, table(3))).toBeUndefined();
  });

  it('compiles a table shape a second row has, shares that compile, and keeps at most eight shapes', async () => {
    const programs = new ChartPrograms();
    const shape = shapeOf(programs, BAR);
    expect(programs.programFor(BAR, shape, table(3))).toBeUndefined();
    expect(programs.programFor(BAR, shape, table(3))).toBe(programs.programFor(BAR, shape, table(3)));
    for (let count = 4; count < 11; count++) {
      expect(programs.programFor(BAR, shape, table(count))).toBeUndefined();
      expect(await programs.programFor(BAR, shape, table(count))).toBeDefined();
    }
    expect(programs.programFor(BAR, shape, table(11))).toBeUndefined();
    expect(programs.programFor(BAR, shape, table(11))).toBeUndefined();
    expect(await programs.programFor(BAR, shape, table(3))).toBeDefined();
  });
});
