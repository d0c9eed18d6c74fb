import type { FontFace, TextBox, TextParagraph, TextRun } from '../../src/fit';

// The corpus measured against LibreOffice (fit-metrics.int-spec.ts): names, paragraphs in each bundled family,
// CJK, right-to-left scripts, a long URL-like word, bullets, spacing, columns.

export const face = (typeface: string, bold = false, italic = false): FontFace => ({
  typeface,
  bold,
  italic,
});
const CALIBRI = face('Calibri');

export const run = (
  text: string,
  sizePt: number,
  latin: FontFace = CALIBRI,
  extra: Partial<TextRun> = {},
): TextRun => ({
  text,
  sizePt,
  latin,
  ...extra,
});

export function paragraph(runs: readonly TextRun[], extra: Partial<TextParagraph> = {}): TextParagraph {
  return {
    runs,
    level: 0,
    marginLeft: 0,
    indent: 0,
    lineSpacing: { percent: 1 },
    spaceBefore: { points: 0 },
    spaceAfter: { points: 0 },
    endSizePt: runs[0]?.sizePt ?? 18,
    ...extra,
  };
}

export function box(paragraphs: readonly TextParagraph[], extra: Partial<TextBox> = {}): TextBox {
  return {
    width: 3_600_000,
    height: 500_000,
    insets: { left: 91_440, top: 45_720, right: 91_440, bottom: 45_720 },
    wrap: true,
    columns: 1,
    columnGap: 0,
    vertical: false,
    autofit: 'none',
    paragraphs,
    ...extra,
  };
}

const PROSE =
  'Deckmill fills PowerPoint templates with the rows of a spreadsheet, one deck per row, and checks before ' +
  'the batch starts that every value fits its box, so nobody finds a broken slide after the fact.';
const BULLET = { text: '•', sizePt: 18, face: face('Arial') };
const bulleted = (text: string) =>
  paragraph([run(text, 18)], { marginLeft: 342_900, indent: -342_900, bullet: BULLET });

const style = (font: FontFace) =>
  `${font.typeface}${font.bold ? ' bold' : ''}${font.italic ? ' italic' : ''}`;

export interface FitSample {
  readonly name: string;
  readonly box: TextBox;
  /** Lines pdftotext cannot see (empty paragraphs, empty lines). */
  readonly emptyLines?: number;
}

export const FIT_SAMPLES: readonly FitSample[] = [
  { name: 'short name', box: box([paragraph([run('Ada Lovelace', 28, face('Calibri', true))])]) },
  {
    name: 'long company name',
    box: box([
      paragraph([run('Internationale Gesellschaft für Angewandte Wissenschaften und Technologie GmbH', 28)]),
    ]),
  },
  { name: 'prose, Calibri 14', box: box([paragraph([run(PROSE, 14)])]) },
  { name: 'prose, Arial 14', box: box([paragraph([run(PROSE, 14, face('Arial'))])]) },
  { name: 'prose, Times New Roman 14', box: box([paragraph([run(PROSE, 14, face('Times New Roman'))])]) },
  { name: 'prose, Cambria italic 12', box: box([paragraph([run(PROSE, 12, face('Cambria', false, true))])]) },
  { name: 'prose, Courier New 12', box: box([paragraph([run(PROSE, 12, face('Courier New'))])]) },
  {
    name: 'prose, Arial Narrow bold 16',
    box: box([paragraph([run(PROSE, 16, face('Arial Narrow', true))])]),
  },
  { name: 'prose, Calibri 10, narrow box', box: box([paragraph([run(PROSE, 10)])], { width: 1_400_000 }) },
  {
    name: 'Japanese',
    box: box([
      paragraph([
        run('日本語の文章は単語の間に空白がないため、どの文字の間でも改行できます。株式会社デッキミル', 18),
      ]),
    ]),
  },
  {
    name: 'Chinese',
    box: box([
      paragraph([
        run('中文文本没有空格，所以可以在任意两个汉字之间换行。这是一个比较长的公司名称有限公司', 16),
      ]),
    ]),
  },
  {
    name: 'Arabic',
    box: box([
      paragraph([
        run('شركة التقنيات المتقدمة للحلول الرقمية والاستشارات الهندسية المحدودة', 20, face('Arial')),
      ]),
    ]),
  },
  {
    name: 'Hebrew',
    box: box([
      paragraph([run('חברת הטכנולוגיות המתקדמות לפתרונות דיגיטליים וייעוץ הנדסי בעמ', 20, face('Arial'))]),
    ]),
  },
  {
    name: 'long URL-like word',
    box: box([
      paragraph([
        run('See https://example.com/a/very/long/path/with-many-segments/and_an_identifier_1234567890', 16),
      ]),
    ]),
  },
  {
    name: 'bullets',
    box: box([
      bulleted('First point, short'),
      bulleted('A second point that is long enough to wrap onto another line of the box'),
      bulleted('Third'),
    ]),
  },
  {
    name: 'spacing 150%, before 12pt, after 50%',
    box: box([
      paragraph([run(PROSE, 14)], {
        lineSpacing: { percent: 1.5 },
        spaceBefore: { points: 12 },
        spaceAfter: { percent: 0.5 },
      }),
      paragraph([run('A second paragraph.', 14)], {
        lineSpacing: { percent: 1.5 },
        spaceBefore: { points: 12 },
      }),
    ]),
  },
  { name: 'spacing 80%', box: box([paragraph([run(PROSE, 14)], { lineSpacing: { percent: 0.8 } })]) },
  { name: 'exact spacing 30pt', box: box([paragraph([run(PROSE, 14)], { lineSpacing: { points: 30 } })]) },
  {
    name: 'mixed sizes',
    box: box([
      paragraph([
        run('Small words then ', 12),
        run('BIG WORDS', 32, face('Calibri', true)),
        run(' and small again to wrap the line', 12),
      ]),
    ]),
  },
  {
    name: 'empty paragraphs and breaks',
    box: box([
      paragraph([run('Title', 24)]),
      paragraph([], { endSizePt: 24 }),
      paragraph([run('Line one\nLine two\nLine three', 14)]),
    ]),
    emptyLines: 1,
  },
  {
    name: 'two columns',
    box: box([paragraph([run(PROSE + ' ' + PROSE, 12)])], { columns: 2, columnGap: 228_600 }),
  },
  {
    name: 'no wrap',
    box: box([paragraph([run('A long line that is never wrapped whatever its width', 18)])], { wrap: false }),
  },
  { name: 'DejaVu Sans named', box: box([paragraph([run(PROSE, 14, face('DejaVu Sans'))])]) },
  { name: 'unknown font (estimated)', box: box([paragraph([run(PROSE, 14, face('Segoe UI'))])]) },
  { name: 'Calibri Light (estimated)', box: box([paragraph([run(PROSE, 20, face('Calibri Light'))])]) },
  // The same prose across widths: each width moves the breaks, so line counts test the advances closely.
  ...[1_500_000, 2_000_000, 2_500_000, 3_000_000, 4_000_000, 5_000_000].flatMap((width) =>
    [face('Calibri'), face('Arial', true), face('Times New Roman', false, true), face('Cambria', true)].map(
      (font) => ({
        name: `prose, ${style(font)} 16, ${Math.round(width / 12_700)} pt wide`,
        box: box([paragraph([run(PROSE, 16, font)])], { width }),
      }),
    ),
  ),
];
