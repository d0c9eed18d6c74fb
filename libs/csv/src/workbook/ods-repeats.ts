import { cellOpenAfter, damagedSpreadsheet } from './ods-cell-placement';
import { ATTRIBUTE, CELL_TAGS, elementOf, keyOf, ROW_TAGS, TAG, withoutComments } from './ods-markup';
import { WorkbookError } from './workbook-error';

/**
 * The cells with content an .ods may spell out, repeats multiplied: 10,000 rows of 100 columns. LibreOffice
 * writes a run of equal cells or rows once with `number-columns-repeated` / `number-rows-repeated`, and
 * SheetJS multiplies every run out, so a few bytes could ask for billions of cells.
 */
export const MAX_ODS_FILLED_CELLS = 1_000_000;
/** Excel's widest sheet: a value further right is no table anyone made. */
export const MAX_ODS_COLUMNS = 16_384;
/** Longest run kept of empty rows: past any table the limits allow (blank rows are skipped anyway). */
const EMPTY_ROWS_CAP = 10_100;

const ROWS = 'number-rows-repeated';
const COLUMNS = 'number-columns-repeated';

/** The largest count SheetJS could make of a value (`+v` for rows, `parseInt` for columns), at least 1. */
function countOf(value: string): number {
  const readings = [Math.ceil(Number(value)), Number.parseInt(value, 10)].filter(
    (reading) => Number.isFinite(reading) && reading > 1,
  );
  return Math.max(1, ...readings);
}

interface ParsedTag {
  /** The tag without any repeat attribute. */
  readonly bare: string;
  readonly repeats: number;
  /** Attributes other than the repeat and a style name: a cell that has them holds something. */
  readonly meaningful: boolean;
}

function parseTag(tag: string, repeatKey: string | null): ParsedTag {
  let bare = '';
  let last = 0;
  let repeats = 1;
  let meaningful = false;
  for (const found of tag.matchAll(ATTRIBUTE)) {
    const key = keyOf(found[1] ?? '');
    if (key === ROWS || key === COLUMNS) {
      // Every repeat attribute goes: the canonical one is written back where SheetJS would read it (the last
      // of duplicates wins in SheetJS, so the largest is taken).
      if (key === repeatKey) repeats = Math.max(repeats, countOf(found[3] ?? found[4] ?? found[5] ?? ''));
      bare += tag.slice(last, found.index);
      last = (found.index ?? 0) + found[0].length;
    } else if (key !== 'style-name') {
      meaningful = true;
    }
  }
  return { bare: bare + tag.slice(last), repeats, meaningful };
}

/** The tag with one canonical repeat attribute (none when 1). */
function withRepeats(bare: string, key: string, repeats: number): string {
  if (repeats <= 1) return bare;
  const end = bare.endsWith('/>') ? bare.length - 2 : bare.length - 1;
  return `${bare.slice(0, end)} table:${key}="${repeats}"${bare.slice(end)}`;
}

function tooLarge(message: string): WorkbookError {
  return new WorkbookError('too_large', message);
}

/**
 * The text SheetJS parses is the text it is given less its comments (removed once) and a DOCTYPE in its first
 * 1,024 characters: with neither left in the bounded text, SheetJS parses the very text counted here. Comments
 * are removed once before counting, as SheetJS does, but that can make a new one (`<!<!---->--` becomes
 * `<!--`), and so can dropping a repeat attribute (`a/b="<! table:number-rows-repeated='1'--"` leaves
 * `a/b="<!--"`); SheetJS would remove those too, joining a row tag the count never saw (30,000 rows of 40
 * columns went through). Refused rather than removed again: no office suite writes them, and removing to a
 * fixed point takes a pass for each of millions of nested layers.
 */
function refuseWhatSheetJsWouldRemove(bounded: string): void {
  if (bounded.includes('<!--')) throw damagedSpreadsheet('a comment in it is broken');
  if (bounded.slice(0, 1024).includes('<!DOCTYPE')) {
    throw new WorkbookError(
      'unreadable',
      'The spreadsheet declares a document type, which no office suite writes.',
    );
  }
}

/** One row while its cells are read: where its trailing empty cells are, to cut them at its end. */
interface OpenRow {
  readonly at: number;
  readonly tag: ParsedTag;
  filled: number;
  width: number;
  lastFilledWidth: number;
  trailingEmpty: number[];
}

/**
 * An .ods's content.xml with its repeats bounded before SheetJS multiplies them. Tags and attributes are found
 * with SheetJS's own patterns on the text SheetJS reads (comments removed; a comment or DOCTYPE left in the
 * result refused, LibreOffice never writes one; cells placed as no office suite places them refused, see
 * cellOpenAfter), every repeat attribute is replaced by one canonical attribute, and: more than
 * MAX_ODS_FILLED_CELLS filled cells, or a value right of MAX_ODS_COLUMNS, is refused; empty cells after a row's
 * last value are not repeated (they hold nothing); runs of empty rows are cut to EMPTY_ROWS_CAP. No value
 * changes; a row number in a message can only differ after more than 10,100 empty rows in a row.
 */
export function boundOdsRepeats(content: Uint8Array): Uint8Array {
  const text = withoutComments(new TextDecoder().decode(content));
  const out: string[] = [];
  let last = 0;
  let cells = 0;
  let row: OpenRow | null = null;
  // A table-cell whose end tag SheetJS has yet to read (that end tag writes it).
  let cellOpen = false;
  const count = (filled: number, rows: number) => {
    cells += filled * rows;
    if (cells > MAX_ODS_FILLED_CELLS) {
      throw tooLarge(
        'The spreadsheet repeats its cells into far more data than a sheet of 10,000 rows holds; it was not read.',
      );
    }
  };
  const closeRow = (open: OpenRow) => {
    for (const index of open.trailingEmpty)
      out[index] = out[index]?.replace(/ table:number-columns-repeated="\d+"/, '') ?? '';
    count(open.filled, open.tag.repeats);
    out[open.at] = withRepeats(
      open.tag.bare,
      ROWS,
      open.filled === 0 ? Math.min(open.tag.repeats, EMPTY_ROWS_CAP) : open.tag.repeats,
    );
  };
  for (const found of text.matchAll(TAG)) {
    const index = found.index ?? 0;
    out.push(text.slice(last, index));
    last = index + found[0].length;
    const tag = found[0];
    const closing = found[1] === '/';
    const name = elementOf(found);
    cellOpen = cellOpenAfter(found, row !== null, cellOpen);
    if (ROW_TAGS.has(name)) {
      if (row) closeRow(row);
      row = null;
      if (closing) {
        out.push(tag);
        continue;
      }
      const parsed = parseTag(tag, ROWS);
      out.push(parsed.bare);
      if (tag.endsWith('/>')) {
        out[out.length - 1] = withRepeats(parsed.bare, ROWS, Math.min(parsed.repeats, EMPTY_ROWS_CAP));
      } else {
        row = { at: out.length - 1, tag: parsed, filled: 0, width: 0, lastFilledWidth: 0, trailingEmpty: [] };
      }
      continue;
    }
    // cellOpenAfter refused a cell outside an open row.
    if (CELL_TAGS.has(name) && !closing && row) {
      const parsed = parseTag(tag, COLUMNS);
      out.push(withRepeats(parsed.bare, COLUMNS, parsed.repeats));
      const filled = !tag.endsWith('/>') || parsed.meaningful;
      row.width += parsed.repeats;
      if (filled) {
        row.filled += parsed.repeats;
        row.lastFilledWidth = row.width;
        row.trailingEmpty = [];
        if (row.width > MAX_ODS_COLUMNS) {
          throw tooLarge(
            `The spreadsheet has a value past column ${MAX_ODS_COLUMNS.toLocaleString('en-US')}.`,
          );
        }
      } else {
        row.trailingEmpty.push(out.length - 1);
      }
      continue;
    }
    const parsed = parseTag(tag, null);
    out.push(parsed.bare);
  }
  if (row) closeRow(row);
  out.push(text.slice(last));
  const bounded = out.join('');
  refuseWhatSheetJsWouldRemove(bounded);
  return new TextEncoder().encode(bounded);
}
