import type { ChartTable } from './chart-table';
import { columnName, readChartShape, rewriteChartXml } from './chart-xml';

const strings = (tag: string, formula: string, values: string[]) =>
  `<c:${tag}><c:strRef><c:f>${formula}</c:f><c:strCache><c:ptCount val="${values.length}"/>` +
  values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('') +
  `</c:strCache></c:strRef></c:${tag}>`;
const numbers = (tag: string, formula: string, values: number[], format = 'General') =>
  `<c:${tag}><c:numRef><c:f>${formula}</c:f><c:numCache><c:formatCode>${format}</c:formatCode>` +
  `<c:ptCount val="${values.length}"/>` +
  values.map((value, index) => `<c:pt idx="${index}"><c:v>${value}</c:v></c:pt>`).join('') +
  `</c:numCache></c:numRef></c:${tag}>`;

/** A category series (bar, line, pie, area...) named `name`, with two old points. */
function series(name: string, column: string, extra = ''): string {
  return (
    `<c:ser><c:idx val="0"/><c:order val="0"/>${strings('tx', `'My data'!$${column}$1`, [name])}` +
    `<c:spPr/>${extra}${strings('cat', `'My data'!$A$2:$A$3`, ['old1', 'old2'])}` +
    `${numbers('val', `'My data'!$${column}$2:$${column}$3`, [1, 2], '0.0%')}</c:ser>`
  );
}

function xySeries(name: string): string {
  return (
    `<c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>${name}</c:v></c:tx>` +
    `${numbers('xVal', 'S!$A$2:$A$3', [1, 2])}${numbers('yVal', 'S!$B$2:$B$3', [3, 4])}</c:ser>`
  );
}

const chart = (...plots: string[]) =>
  `<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart><c:plotArea>` +
  `${plots.join('')}</c:plotArea></c:chart></c:chartSpace>`;

const table = (labels: string[], ...series: ((number | null)[] | null)[]): ChartTable => ({
  labelField: 'category',
  xField: 'category',
  labels,
  xValues: labels.map((_, index) => index + 10),
  series,
});

const caches = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<c:${tag}>(.*?)</c:${tag}>`, 'g'))].map((match) => match[1]);

describe('readChartShape', () => {
  it('reads series names (not data labels), the sheet and whether the chart plots x/y', () => {
    const label =
      '<c:dLbls><c:dLbl><c:idx val="0"/><c:tx><c:rich><c:v>Label</c:v></c:rich></c:tx></c:dLbl></c:dLbls>';
    const xml = chart(
      `<c:barChart>${series('Revenue &amp; more', 'B')}</c:barChart>`,
      `<c:lineChart><c:ser><c:idx val="1"/><c:order val="1"/>${label}</c:ser></c:lineChart>`,
    );
    expect(readChartShape(xml)).toEqual({
      seriesNames: ['Revenue & more', ''],
      scatter: false,
      sheet: "'My data'",
    });
    expect(readChartShape(chart(`<c:scatterChart>${xySeries('Y')}</c:scatterChart>`)).scatter).toBe(true);
  });
});

describe('rewriteChartXml', () => {
  it.each(['barChart', 'lineChart', 'pieChart', 'doughnutChart', 'areaChart'])(
    'grows a %s to the items: categories, values, counts and formula ranges',
    (plot) => {
      const xml = chart(`<c:${plot}>${series('Revenue', 'B')}</c:${plot}>`);
      const out = rewriteChartXml(xml, readChartShape(xml), table(['a', 'b', 'c'], [5, null, 7]));
      expect(caches(out, 'cat')).toEqual([
        `<c:strRef><c:f>'My data'!$A$2:$A$4</c:f><c:strCache><c:ptCount val="3"/><c:pt idx="0"><c:v>a</c:v></c:pt>` +
          `<c:pt idx="1"><c:v>b</c:v></c:pt><c:pt idx="2"><c:v>c</c:v></c:pt></c:strCache></c:strRef>`,
      ]);
      expect(caches(out, 'val')).toEqual([
        `<c:numRef><c:f>'My data'!$B$2:$B$4</c:f><c:numCache><c:formatCode>0.0%</c:formatCode><c:ptCount val="3"/>` +
          `<c:pt idx="0"><c:v>5</c:v></c:pt><c:pt idx="2"><c:v>7</c:v></c:pt></c:numCache></c:numRef>`,
      ]);
      expect(out).toContain(`<c:f>'My data'!$B$1</c:f>`);
    },
  );

  it('shrinks, dropping the formatting and labels of points that are gone', () => {
    const points = '<c:dPt><c:idx val="0"/></c:dPt><c:dPt><c:idx val="1"/></c:dPt>';
    const xml = chart(`<c:pieChart>${series('Share', 'B', points)}</c:pieChart>`);
    const out = rewriteChartXml(xml, readChartShape(xml), table(['only'], [9]));
    expect(out).toContain('<c:dPt><c:idx val="0"/></c:dPt>');
    expect(out).not.toContain('<c:idx val="1"/>');
    expect(caches(out, 'val')[0]).toContain(`<c:f>'My data'!$B$2:$B$2</c:f>`);
    expect(caches(out, 'val')[0]).toContain('<c:ptCount val="1"/>');
  });

  it('writes x and y of scatter series, the x values in column A', () => {
    const xml = chart(`<c:scatterChart>${xySeries('Height')}</c:scatterChart>`);
    const out = rewriteChartXml(xml, readChartShape(xml), table(['p', 'q'], [1.5, 2.5]));
    expect(caches(out, 'xVal')[0]).toContain('<c:f>S!$A$2:$A$3</c:f>');
    expect(caches(out, 'xVal')[0]).toContain('<c:pt idx="1"><c:v>11</c:v></c:pt>');
    expect(caches(out, 'yVal')[0]).toContain('<c:pt idx="1"><c:v>2.5</c:v></c:pt>');
    expect(out).toContain('<c:tx><c:v>Height</c:v></c:tx>');
  });

  it('gives each series of a combo chart its own column, across plot types; a series without a field stays empty', () => {
    const xml = chart(
      `<c:barChart>${series('Revenue', 'B')}</c:barChart>`,
      `<c:lineChart>${series('Margin', 'C')}</c:lineChart>`,
    );
    const out = rewriteChartXml(xml, readChartShape(xml), table(['a', 'b'], [1, 2], null));
    const values = caches(out, 'val');
    expect(values[0]).toContain(`'My data'!$B$2:$B$3`);
    expect(values[1]).toContain(`'My data'!$C$2:$C$3`);
    expect(values[1]).toContain('<c:ptCount val="2"/></c:numCache>');
    expect(caches(out, 'cat')).toHaveLength(2);
  });

  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});
