// The height a table's rows take once filled, from its cells' text (TextBox per cell, measured by
// the shared text layout), so a paginated table knows how many rows fit and a long one is reported.
import { internFace } from '../fit/fonts/interned-face';
import type { FontFace, TextBox, TextParagraph, TextRun } from '../fit/text-model';
import { decodeXmlText } from '../xml/xml-text';

/** Measures a box's laid-out height, insets included (fit's `layoutText(box, fonts).height`). */
export type TextHeight = (box: TextBox) => number;

/** The theme's fonts, for runs that name none or name `+mn-lt` / `+mj-lt`. */
export interface ThemeFonts {
  readonly minor: string;
  readonly major: string;
}

export const DEFAULT_THEME_FONTS: ThemeFonts = { minor: 'Calibri', major: 'Calibri Light' };
/** PowerPoint's table text size when neither the run nor the table style says (18 pt). */
export const DEFAULT_CELL_SIZE_PT = 18;
const CELL_INSETS = { left: 91_440, right: 91_440, top: 45_720, bottom: 45_720 };

/** A table frame as the slide shows it: where it starts, how tall it is drawn, its rows. */
export interface TableFrame {
  readonly top: number;
  readonly height: number;
  readonly rows: readonly TableRowXml[];
  readonly columns: readonly number[];
}

export interface TableRowXml {
  /** The row's `h`: its least height, EMU. */
  readonly minHeight: number;
  readonly xml: string;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const numberAttribute = (tag: string, name: string) => {
  const value = attribute(tag, name);
  return value === undefined || !/^-?\d+$/.test(value) ? undefined : Number(value);
};

/** The `p:graphicFrame` whose `p:cNvPr id` is `frameId`, read from a rendered slide. */
export function findTableFrame(slideXml: string, frameId: string): TableFrame | undefined {
  for (const match of slideXml.matchAll(/<(\w+:)?graphicFrame\b[\s\S]*?<\/\1?graphicFrame>/g)) {
    const frame = match[0];
    const id = /<(?:\w+:)?cNvPr\b[^>]*>/.exec(frame)?.[0];
    if (!id || attribute(id, 'id') !== frameId) continue;
    const xfrm = /<(?:\w+:)?xfrm\b[\s\S]*?<\/(?:\w+:)?xfrm>/.exec(frame)?.[0] ?? '';
    const offset = /<(?:\w+:)?off\b[^>]*>/.exec(xfrm)?.[0] ?? '';
    const extent = /<(?:\w+:)?ext\b[^>]*>/.exec(xfrm)?.[0] ?? '';
    const columns = [...frame.matchAll(/<(?:\w+:)?gridCol\b[^>]*>/g)].map(
      (column) => numberAttribute(column[0], 'w') ?? 0,
    );
    const rows = [...frame.matchAll(/<(\w+:)?tr\b([^>]*)>[\s\S]*?<\/\1?tr>/g)].map((row) => ({
      minHeight: numberAttribute(`<tr${row[2]}>`, 'h') ?? 0,
      xml: row[0],
    }));
    return {
      top: numberAttribute(offset, 'y') ?? 0,
      height: numberAttribute(extent, 'cy') ?? 0,
      rows,
      columns,
    };
  }
  return undefined;
}

function face(typeface: string | undefined, bold: boolean, italic: boolean, theme: ThemeFonts): FontFace {
  const named = typeface === undefined || typeface === '' || typeface === '+mn-lt' ? theme.minor : typeface;
  return internFace(named === '+mj-lt' ? theme.major : named, bold, italic);
}

function runOf(properties: string, text: string, theme: ThemeFonts): TextRun {
  const head = /^<(?:\w+:)?(?:rPr|endParaRPr)\b[^>]*>/.exec(properties)?.[0] ?? '';
  const size = numberAttribute(head, 'sz');
  const bold = attribute(head, 'b') === '1' || attribute(head, 'b') === 'true';
  const italic = attribute(head, 'i') === '1' || attribute(head, 'i') === 'true';
  const latin = /<(?:\w+:)?latin\b[^>]*>/.exec(properties)?.[0];
  const eastAsian = /<(?:\w+:)?ea\b[^>]*>/.exec(properties)?.[0];
  const complex = /<(?:\w+:)?cs\b[^>]*>/.exec(properties)?.[0];
  const spacing = numberAttribute(head, 'spc');
  return {
    text,
    sizePt: size === undefined ? DEFAULT_CELL_SIZE_PT : size / 100,
    latin: face(latin && attribute(latin, 'typeface'), bold, italic, theme),
    ...(eastAsian ? { eastAsian: face(attribute(eastAsian, 'typeface'), bold, italic, theme) } : {}),
    ...(complex ? { complex: face(attribute(complex, 'typeface'), bold, italic, theme) } : {}),
    ...(spacing === undefined ? {} : { spacingPt: spacing / 100 }),
  };
}

const RUN_PROPERTIES =
  /<(\w+:)?(?:rPr|endParaRPr)\b[^>]*\/>|<(\w+:)?(rPr|endParaRPr)\b[^>]*>[\s\S]*?<\/\2?\3>/;

function paragraphOf(xml: string, theme: ThemeFonts): TextParagraph {
  const runs: TextRun[] = [];
  const pieces = /<(\w+:)?(r|fld)\b[^>]*>([\s\S]*?)<\/\1?\2>|<(?:\w+:)?br\b[^>]*\/>/g;
  for (const piece of xml.matchAll(pieces)) {
    const body = piece[3];
    if (body === undefined) {
      const previous = runs[runs.length - 1];
      runs.push({ ...(previous ?? runOf('', '', theme)), text: '\n' });
      continue;
    }
    const text = [...body.matchAll(/<(\w+:)?t\b[^>]*>([\s\S]*?)<\/\1?t>/g)].map((t) => t[2]).join('');
    runs.push(runOf(RUN_PROPERTIES.exec(body)?.[0] ?? '', decodeXmlText(text), theme));
  }
  const end = /<(?:\w+:)?endParaRPr\b[^>]*>/.exec(xml)?.[0] ?? '';
  const endSize = numberAttribute(end, 'sz');
  const properties = /<(?:\w+:)?pPr\b[^>]*>/.exec(xml)?.[0] ?? '';
  const spacing = /<(?:\w+:)?lnSpc>\s*<(?:\w+:)?spcPct\b[^>]*>/.exec(xml)?.[0];
  const percent = spacing ? numberAttribute(spacing, 'val') : undefined;
  return {
    runs,
    level: numberAttribute(properties, 'lvl') ?? 0,
    marginLeft: numberAttribute(properties, 'marL') ?? 0,
    indent: numberAttribute(properties, 'indent') ?? 0,
    lineSpacing: { percent: percent === undefined ? 1 : percent / 100_000 },
    spaceBefore: { points: 0 },
    spaceAfter: { points: 0 },
    endSizePt:
      endSize === undefined ? (runs[runs.length - 1]?.sizePt ?? DEFAULT_CELL_SIZE_PT) : endSize / 100,
  };
}

/** A cell's text as a TextBox: the width of its columns, its `a:tcPr` insets, its paragraphs. */
export function cellBox(cellXml: string, width: number, theme: ThemeFonts): TextBox {
  const properties = /<(?:\w+:)?tcPr\b[^>]*>/.exec(cellXml)?.[0] ?? '';
  const inset = (name: string, fallback: number) => numberAttribute(properties, name) ?? fallback;
  const paragraphs = [...cellXml.matchAll(/<(\w+:)?p\b[^>]*\/>|<(\w+:)?p\b[^>]*>[\s\S]*?<\/\2?p>/g)].map(
    (paragraph) => paragraphOf(paragraph[0], theme),
  );
  const vertical = attribute(properties, 'vert');
  return {
    width,
    height: 0,
    insets: {
      left: inset('marL', CELL_INSETS.left),
      right: inset('marR', CELL_INSETS.right),
      top: inset('marT', CELL_INSETS.top),
      bottom: inset('marB', CELL_INSETS.bottom),
    },
    wrap: true,
    columns: 1,
    columnGap: 0,
    vertical: vertical !== undefined && vertical !== 'horz',
    autofit: 'none',
    paragraphs,
  };
}

/**
 * A row's height once filled: the tallest of its cells' text and its own `h`. Cells merged into a neighbour
 * (`hMerge`, `vMerge`) and cells spanning rows (`rowSpan`, shared by several rows) are not measured.
 */
export function rowHeight(
  row: TableRowXml,
  columns: readonly number[],
  measure: TextHeight,
  theme: ThemeFonts,
): number {
  let height = row.minHeight;
  let column = 0;
  for (const match of row.xml.matchAll(/<(\w+:)?tc\b([^>]*?)(?:\/>|>([\s\S]*?)<\/\1?tc>)/g)) {
    const head = `<tc${match[2]}>`;
    const span = Math.max(1, numberAttribute(head, 'gridSpan') ?? 1);
    const width = columns.slice(column, column + span).reduce((sum, w) => sum + w, 0);
    // Every grid column has its own `a:tc`: a spanning cell is followed by the `hMerge` cells it covers.
    column += 1;
    const merged = ['hMerge', 'vMerge'].some((name) => ['1', 'true'].includes(attribute(head, name) ?? ''));
    if (merged || (numberAttribute(head, 'rowSpan') ?? 1) > 1 || match[3] === undefined) continue;
    const box = cellBox(match[3], width, theme);
    if (box.vertical) continue;
    height = Math.max(height, measure(box));
  }
  return height;
}
