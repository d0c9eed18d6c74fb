// The text height tables are measured with. PENDING MERGE of branch `fonts`: this becomes
// `(box) => layoutText(box, fonts ?? createFontBook()).height`; until then a plain word wrap over the
// FontBook's advances, with an estimated book (half an em a character) when none is given.
import type { FontBook, FontMetrics, TextBox } from '../fit/text-model';
import type { TextHeight } from './table-measure';

const EMU_PER_POINT = 12_700;

const ESTIMATED: FontMetrics = {
  family: 'estimated',
  source: 'estimated',
  unitsPerEm: 1000,
  ascent: 900,
  descent: 250,
  lineGap: 0,
  advance: () => 500,
};

const estimatedBook: FontBook = { metrics: () => ESTIMATED };

export function textHeightWith(fonts: FontBook | undefined): TextHeight {
  const book = fonts ?? estimatedBook;
  return (box) => wrappedHeight(box, book);
}

function wrappedHeight(box: TextBox, book: FontBook): number {
  const width = box.width - box.insets.left - box.insets.right;
  let height = box.insets.top + box.insets.bottom;
  for (const paragraph of box.paragraphs) {
    const percent = 'percent' in paragraph.lineSpacing ? paragraph.lineSpacing.percent : 1;
    let lineWidth = 0;
    let lineSize = 0;
    const lineHeight = (sizePt: number, metrics: FontMetrics) =>
      ((metrics.ascent + metrics.descent + metrics.lineGap) / metrics.unitsPerEm) *
      sizePt *
      percent *
      EMU_PER_POINT;
    let tallest = 0;
    const endLine = () => {
      height += tallest;
      lineWidth = 0;
      lineSize = 0;
      tallest = 0;
    };
    for (const run of paragraph.runs) {
      const metrics = book.metrics(run.latin);
      const scale = (run.sizePt * EMU_PER_POINT) / metrics.unitsPerEm;
      for (const word of run.text.split(/(?<=[ \n])/)) {
        if (word === '\n') {
          tallest = Math.max(tallest, lineHeight(run.sizePt, metrics));
          endLine();
          continue;
        }
        const advance = [...word].reduce(
          (sum, char) => sum + (metrics.advance(char.codePointAt(0) ?? 0) ?? 0),
          0,
        );
        const wordWidth = advance * scale;
        if (lineSize > 0 && lineWidth + wordWidth > width) endLine();
        lineWidth += wordWidth;
        lineSize++;
        tallest = Math.max(tallest, lineHeight(run.sizePt, metrics));
      }
    }
    if (tallest === 0)
      tallest = lineHeight(paragraph.endSizePt, book.metrics({ typeface: '', bold: false, italic: false }));
    endLine();
  }
  return height;
}
