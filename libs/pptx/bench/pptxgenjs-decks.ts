import PptxGenJS from 'pptxgenjs';
import { noisePng } from './noise-png';
import {
  bodyParagraphs,
  IMAGE_SIDE,
  TABLE_COLUMNS,
  tableCell,
  TEXT_BODY_PARAGRAPHS,
  TEXT_TABLE_ROWS,
  TITLE,
  WRITER_SLIDES,
} from './writer-content';

// Decks written by PptxGenJS 4 itself (`write({ outputType: 'STREAM', compression: true })`, its DEFLATE option), not re-zipped:
// its XML layout (every run with its full properties, one shape per text box) is what the engine gets.

export type DeckKind = 'text' | 'images';

const COLOURS = ['1F4E79', '7F6000', '385723', '843C0C'];

function textSlide(pptx: PptxGenJS, slide: number): void {
  const page = pptx.addSlide();
  page.addText(TITLE, { x: 0.4, y: 0.2, w: 9.2, h: 0.6, fontSize: 24, bold: true });
  page.addText(
    bodyParagraphs(slide, TEXT_BODY_PARAGRAPHS).map((text) => ({
      text,
      options: { breakLine: true, fontSize: 9 },
    })),
    { x: 0.4, y: 0.9, w: 4.4, h: 4.5, valign: 'top' },
  );
  const rows = Array.from({ length: TEXT_TABLE_ROWS }, (_, row) =>
    Array.from({ length: TABLE_COLUMNS }, (_, column) => ({
      text: tableCell(slide, row, column),
      options: {
        fontSize: 7 + ((slide + row + column) % 3),
        color: COLOURS[(row + column) % COLOURS.length],
        fontFace: 'Calibri',
      },
    })),
  );
  page.addTable(rows, { x: 5, y: 0.9, w: 4.6, colW: Array(TABLE_COLUMNS).fill(4.6 / TABLE_COLUMNS) });
}

function imageSlide(pptx: PptxGenJS, slide: number): void {
  const page = pptx.addSlide();
  page.addText(TITLE, { x: 0.4, y: 0.2, w: 9.2, h: 0.6, fontSize: 24, bold: true });
  page.addText(
    bodyParagraphs(slide, 4).map((text) => ({ text, options: { breakLine: true, fontSize: 12 } })),
    { x: 0.4, y: 1, w: 4.6, h: 3, valign: 'top' },
  );
  const png = noisePng(IMAGE_SIDE, IMAGE_SIDE, slide);
  page.addImage({ data: `image/png;base64,${png.toString('base64')}`, x: 5.4, y: 1, w: 3.5, h: 3.5 });
}

/** A PptxGenJS deck of either kind: ~140 KB of text and tables, or ~2.3 MB of pictures. */
export async function pptxgenjsDeck(kind: DeckKind): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  for (let slide = 1; slide <= WRITER_SLIDES; slide++) {
    if (kind === 'text') textSlide(pptx, slide);
    else imageSlide(pptx, slide);
  }
  // Only the 'STREAM' output type honours `compression` (a Node Buffer, DEFLATE through JSZip).
  return new Uint8Array((await pptx.write({ outputType: 'STREAM', compression: true })) as Buffer);
}
