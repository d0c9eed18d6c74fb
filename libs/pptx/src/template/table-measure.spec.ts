import { tableFrame } from '../../test/support/table-xml';
import type { TextBox } from '../fit/text-model';
import { cellBox, findTableFrame, rowHeight } from './table-measure';

const THEME = { minor: 'Carlito', major: 'Caladea' };

describe('measuring a filled table', () => {
  const slide = `<p:sld><p:cSld><p:spTree>${tableFrame({
    id: 9,
    name: 'T',
    y: 1_234,
    cy: 5_678,
    columns: [100, 200, 300],
    rows: [
      { h: 50, cells: ['a', 'b', 'c'] },
      { h: 60, cells: ['d', 'e', 'f'] },
    ],
  })}</p:spTree></p:cSld></p:sld>`;

  it('finds the frame by its id: place, height, columns and rows', () => {
    const frame = findTableFrame(slide, '9');
    expect(frame && { ...frame, rows: frame.rows.map((row) => row.minHeight) }).toEqual({
      top: 1_234,
      height: 5_678,
      columns: [100, 200, 300],
      rows: [50, 60],
    });
    expect(findTableFrame(slide, '10')).toBeUndefined();
  });

  it('reads a cell as a text box: insets (default and own), runs, sizes, theme fonts, breaks', () => {
    const cell =
      '<a:txBody><a:bodyPr/><a:p><a:r><a:rPr sz="1400" b="1"><a:latin typeface="+mj-lt"/></a:rPr><a:t>A &amp; B</a:t></a:r>' +
      '<a:br/><a:r><a:rPr/><a:t>C</a:t></a:r></a:p><a:p><a:endParaRPr sz="900"/></a:p></a:txBody><a:tcPr marL="0" marB="10"/>';
    const box = cellBox(cell, 1_000, THEME);
    expect(box.insets).toEqual({ left: 0, right: 91_440, top: 45_720, bottom: 10 });
    expect(box.width).toBe(1_000);
    expect(box.paragraphs).toHaveLength(2);
    expect(box.paragraphs[0].runs.map((run) => [run.text, run.sizePt, run.latin])).toEqual([
      ['A & B', 14, { typeface: 'Caladea', bold: true, italic: false }],
      ['\n', 14, { typeface: 'Caladea', bold: true, italic: false }],
      ['C', 18, { typeface: 'Carlito', bold: false, italic: false }],
    ]);
    expect(box.paragraphs[1]).toMatchObject({ runs: [], endSizePt: 9 });
  });

  it('takes the tallest cell or the row height, a spanned cell as wide as its columns', () => {
    const widths: number[] = [];
    const measure = (box: TextBox) => {
      widths.push(box.width);
      return box.paragraphs[0].runs[0]?.text === 'tall' ? 500 : 10;
    };
    const row = (cells: string) => ({ minHeight: 100, xml: `<a:tr h="100">${cells}</a:tr>` });
    const text = (value: string, attributes = '') =>
      `<a:tc${attributes}><a:txBody><a:p><a:r><a:t>${value}</a:t></a:r></a:p></a:txBody><a:tcPr/></a:tc>`;
    expect(
      rowHeight(
        row(text('x', ' gridSpan="2"') + text('tall', ' hMerge="1"') + text('y')),
        [1, 2, 4],
        measure,
        THEME,
      ),
    ).toBe(100);
    expect(widths).toEqual([3, 4]);
    expect(rowHeight(row(text('x') + text('tall')), [1, 2], measure, THEME)).toBe(500);
  });
});
