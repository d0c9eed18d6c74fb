import {
  attributesOf,
  elementOf,
  isClosing,
  isSelfClosing,
  ROW_TAGS,
  TABLE_TAGS,
  TAG,
  withoutComments,
} from './ods-markup';

/** Rows `start` to `start + count - 1` (0-based, as SheetJS numbers them in `!data`) are hidden. */
export interface HiddenRowRange {
  readonly start: number;
  readonly count: number;
}

/**
 * An .ods's hidden rows by sheet name, in the sheets' order. A repeated row is one range however many rows it
 * stands for, and a hidden row right after one extends it, so ranges are never more than hidden row tags with
 * a visible one between: 77 bytes of content at the least, at 50 bytes of heap a range (measured), about
 * 175 MB for content filled with them up to the 256 MB the archive allows.
 */
export type OdsHiddenRows = ReadonlyMap<string, readonly HiddenRowRange[]>;

/** ODF's `table:visibility` values that hide a row: hidden by hand ("collapse") or by a filter ("filter"). */
const HIDING = new Set(['collapse', 'filter']);

function addRange(ranges: HiddenRowRange[], start: number, count: number): void {
  const last = ranges.at(-1);
  if (last && last.start + last.count === start)
    ranges[ranges.length - 1] = { start: last.start, count: last.count + count };
  else ranges.push({ start, count });
}

/**
 * The hidden rows of an .ods's content.xml, read from the text SheetJS parses (after boundOdsRepeats, which
 * leaves one canonical repeat on each row). SheetJS reads no row's visibility, so its row numbers are followed
 * tag by tag as `parse_content_xml` counts them: a table starts at -1, a row opens at 0 at the least (or at
 * its `行号` less 1) and repeats `+number-rows-repeated || 1` times, its closing tag moves past the repeats.
 * A self-closing row moves nothing (SheetJS reads the next row at the same number) and holds no cell, so it
 * hides none. Rows in header rows and row groups count as any others; a sheet is named when its table closes.
 */
export function odsHiddenRows(boundedContent: string): OdsHiddenRows {
  const sheets = new Map<string, HiddenRowRange[]>();
  let sheet = '';
  let hidden: HiddenRowRange[] = [];
  let row = -1;
  let repeats = 1;
  for (const found of withoutComments(boundedContent).matchAll(TAG)) {
    const tag = found[0];
    const element = elementOf(found);
    if (TABLE_TAGS.has(element)) {
      if (isClosing(found)) {
        sheets.set(sheet, hidden);
      } else if (!isSelfClosing(tag)) {
        const attributes = attributesOf(tag);
        sheet = String(attributes.get('名称') || attributes.get('name'));
        hidden = [];
        row = -1;
      }
    } else if (ROW_TAGS.has(element)) {
      if (isClosing(found)) {
        row += repeats;
        repeats = 1;
        continue;
      }
      const attributes = attributesOf(tag);
      const number = attributes.get('行号');
      if (number) row = Number(number) - 1;
      else if (row === -1) row = 0;
      repeats = Number(attributes.get('number-rows-repeated')) || 1;
      if (!isSelfClosing(tag) && HIDING.has(attributes.get('visibility') ?? ''))
        addRange(hidden, row, repeats);
    }
  }
  return sheets;
}

/**
 * Whether a row of the first `rowCount` rows (those SheetJS kept) is hidden. Each range adds 1 where it starts
 * and takes it back where it ends, summed once: ranges that overlap (a `行号` may go back) cost no more than
 * the rows read. As an .xlsx's, these rows are left out before the header is looked for: a hidden row is never
 * the header nor one of the 20 rows searched, and one above the header is said both as above it and as hidden.
 */
export function hiddenRowTest(ranges: readonly HiddenRowRange[], rowCount: number): (row: number) => boolean {
  const starts = new Int32Array(rowCount + 1);
  for (const { start, count } of ranges) {
    const first = Math.max(0, Math.ceil(start));
    const end = Math.min(rowCount, Math.ceil(start + count));
    if (!(first < end)) continue;
    starts[first] += 1;
    starts[end] -= 1;
  }
  const hidden = new Uint8Array(rowCount);
  let covering = 0;
  for (let row = 0; row < rowCount; row++) {
    covering += starts[row] ?? 0;
    hidden[row] = covering > 0 ? 1 : 0;
  }
  return (row) => hidden[row] === 1;
}
