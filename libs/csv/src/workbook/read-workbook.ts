import { read, SSF, utils, type CellObject, type Range, type WorkBook, type WorkSheet } from '@e965/xlsx';
import { MAX_CSV_ROWS } from '../csv-table';
import { MAX_VALUE_CHARS } from '../value-limit';
import { hiddenRowTest, type OdsHiddenRows } from './ods-hidden-rows';
import { WorkbookError } from './workbook-error';
import { boundedWorkbook } from './workbook-parts';

export interface WorkbookSheetInfo {
  readonly name: string;
  /** Hidden (or "very hidden") in Excel: never chosen by default. */
  readonly hidden: boolean;
}

/** A sheet read as a table: the same shape as a CSV's, with where it came from and what was left out. */
export interface WorkbookTable {
  readonly sheet: string;
  readonly sheets: readonly WorkbookSheetInfo[];
  readonly headers: readonly string[];
  readonly rows: ReadonlyArray<readonly string[]>;
  /**
   * Beside each row, each cell's value before its number format (rawCellValue), null where the text is the
   * value: a filter such as `{{price | currency:EUR}}` formats 1080, not "€1,080.00".
   */
  readonly raw: ReadonlyArray<ReadonlyArray<string | null>>;
  /** The sheet's row number (1-based, as Excel numbers rows) each data row came from. */
  readonly rowLines: readonly number[];
  /** What was left out or renamed, one sentence each, for the person to check. */
  readonly notes: readonly string[];
}

export interface WorkbookOptions {
  /** The sheet to read (any letter case); absent: the first visible sheet holding a table. */
  readonly sheet?: string;
  readonly maxRows?: number;
  readonly maxValueChars?: number;
}

/** Rows looked at for the header: a title and a blank line or two above it are common, twenty are not. */
const HEADER_SEARCH_ROWS = 20;

type Cell = CellObject | undefined;

/** A cell as Excel shows it: its formatted text (number format, date, cached formula result), else its value. */
function shown(cell: Cell): string {
  if (!cell) return '';
  if (cell.w !== undefined) return cell.w;
  if (cell.v === undefined || cell.v === null) return '';
  return cell.v instanceof Date ? cell.v.toISOString().slice(0, 10) : String(cell.v);
}

const count = (value: number) => value.toLocaleString('en-US');

/** Excel's elapsed-time tokens: [h], [hh], [m], [mm], [s], [ss]. */
const ELAPSED = /\[(h+|m+|s+)\]/i;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * A cell's value before its number format, when that differs from the text shown: a number as JavaScript
 * writes it (1080, 0.125), a date or time as ISO 8601 (2027-01-31, 2027-01-31T09:30:00), as the template
 * language's number and date filters read them. Null for text, booleans and numbers shown as they are.
 */
function rawCellValue(cell: Cell, date1904: boolean): string | null {
  // A value its format hides (`;;;`, shown as nothing) stays hidden: no filter may bring it back.
  if (!cell || cell.w === undefined || cell.w === '') return null;
  let raw: string | null = null;
  if (cell.v instanceof Date) raw = isoDate(cell.v.getTime());
  else if (cell.t === 'n' && typeof cell.v === 'number' && Number.isFinite(cell.v)) {
    const format = typeof cell.z === 'string' ? cell.z : '';
    // An elapsed time ([h]:mm, "36:00") is a duration, not a day: its text is its only value.
    if (ELAPSED.test(format)) return null;
    raw = SSF.is_date(format) ? serialDate(cell.v, date1904) : String(cell.v);
  }
  return raw === cell.w ? null : raw;
}

function isoDate(milliseconds: number): string | null {
  if (!Number.isFinite(milliseconds)) return null;
  const text = new Date(milliseconds).toISOString();
  return text.endsWith('T00:00:00.000Z') ? text.slice(0, 10) : text.slice(0, 19);
}

/** An Excel serial date (days since 1900, or 1904) as ISO 8601, read by SheetJS's own calendar. */
function serialDate(serial: number, date1904: boolean): string | null {
  // A time of day alone (serial below 1) is no date: its text stays the only value.
  if (serial < 1) return null;
  const code = SSF.parse_date_code(serial, { date1904 });
  if (!code || code.y < 1 || code.y > 9999) return null;
  const day = `${pad(code.y, 4)}-${pad(code.m)}-${pad(code.d)}`;
  return code.H === 0 && code.M === 0 && code.S === 0
    ? day
    : `${day}T${pad(code.H)}:${pad(code.M)}:${pad(code.S)}`;
}

function sheetsOf(book: WorkBook): WorkbookSheetInfo[] {
  return book.SheetNames.map((name, index) => ({
    name,
    hidden: (book.Workbook?.Sheets?.[index]?.Hidden ?? 0) !== 0,
  }));
}

/** The sheet's cells as text, row by row, as Excel shows each, and their raw values (rawCellValue). */
function sheetCells(sheet: WorkSheet, date1904: boolean): Grid {
  const data = (sheet['!data'] as Cell[][] | undefined) ?? [];
  // Array.from, not map: an empty row is a hole in SheetJS's rows, and a hole would stay one.
  return {
    text: Array.from(data, (row) => Array.from(row ?? [], shown)),
    raw: Array.from(data, (row) => Array.from(row ?? [], (cell) => rawCellValue(cell, date1904))),
  };
}

/** A sheet's cells: the text shown, and beside it the raw values. */
interface Grid {
  readonly text: string[][];
  readonly raw: (string | null)[][];
}

/**
 * The text with each merged range filled with its top-left cell's text, within the cells the sheet has (a
 * merge may claim the whole grid, A1:XFD1048576, in a few bytes of XML: it is cut to the rows read and the
 * widest row's columns).
 */
function withMergesFilled({ text, raw }: Grid, merges: readonly Range[]): Grid {
  const filled = text.map((row) => [...row]);
  const filledRaw = raw.map((row) => [...row]);
  const width = Math.max(0, ...text.map((row) => row.length));
  for (const merge of merges) {
    const value = text[merge.s.r]?.[merge.s.c] ?? '';
    if (value === '') continue;
    const rawValue = raw[merge.s.r]?.[merge.s.c] ?? null;
    for (let r = merge.s.r; r <= Math.min(merge.e.r, text.length - 1); r++) {
      for (let c = merge.s.c; c <= Math.min(merge.e.c, width - 1); c++)
        if (!filled[r][c]) {
          filled[r][c] = value;
          filledRaw[r][c] = rawValue;
        }
    }
  }
  return { text: filled, raw: filledRaw };
}

const filledCells = (row: readonly string[] | undefined) =>
  (row ?? []).filter((value) => value !== undefined && value.trim() !== '').length;

class SheetReader {
  private readonly notes: string[] = [];

  private text: string[][];

  private rawValues: (string | null)[][];

  constructor(
    private readonly name: string,
    /** The cells before merges are filled: a title merged across the table is one cell here. */
    private readonly cells: Grid,
    private readonly merges: readonly Range[],
    private readonly hiddenRow: (row: number) => boolean,
    private readonly limits: { maxRows: number; maxValueChars: number },
  ) {
    this.text = cells.text;
    this.rawValues = cells.raw;
  }

  table(sheets: readonly WorkbookSheetInfo[], truncated: boolean): WorkbookTable {
    const visible = this.text.map((_row, index) => index).filter((index) => !this.hiddenRow(index));
    const hiddenWithData = this.text.filter((row, index) => this.hiddenRow(index) && filledCells(row) > 0);
    // The header is found on the cells as typed; merged ranges fill their columns after (a merged header
    // names each column under it, a merged title stays one cell and is skipped as a title).
    const headerRow = this.headerRow(visible);
    ({ text: this.text, raw: this.rawValues } = withMergesFilled(this.cells, this.merges));
    const after = visible.filter((index) => index > headerRow && filledCells(this.text[index]) > 0);
    const width = Math.max(...[headerRow, ...after].map((index) => this.text[index]?.length ?? 0));
    const columns = this.columns(headerRow, after, width);
    if (after.length === 0) {
      throw new WorkbookError('no_rows', `The sheet "${this.name}" has a header row but no data rows.`);
    }
    if (after.length > this.limits.maxRows || truncated) {
      throw new WorkbookError(
        'too_many_rows',
        `The sheet "${this.name}" has more than ${count(this.limits.maxRows)} data rows.`,
      );
    }
    const rows = after.map((index) => columns.map(({ column, header }) => this.value(index, column, header)));
    const raw = after.map((index) => columns.map(({ column }) => this.rawValues[index]?.[column] ?? null));
    if (headerRow > 0) {
      this.notes.push(
        headerRow === 1
          ? 'Row 1, above the header row, was left out.'
          : `Rows 1 to ${headerRow}, above the header row, were left out.`,
      );
    }
    if (hiddenWithData.length > 0) {
      this.notes.push(
        `${count(hiddenWithData.length)} hidden row${hiddenWithData.length === 1 ? ' was' : 's were'} left out.`,
      );
    }
    return {
      sheet: this.name,
      sheets,
      headers: columns.map(({ header }) => header),
      rows,
      raw,
      rowLines: after.map((index) => index + 1),
      notes: this.notes,
    };
  }

  /** The first row filled more than half as much as the fullest of the first rows: a title above it is skipped. */
  private headerRow(visible: readonly number[]): number {
    const first = visible.filter((index) => filledCells(this.text[index]) > 0).slice(0, HEADER_SEARCH_ROWS);
    if (first.length === 0) throw new WorkbookError('empty', `The sheet "${this.name}" is empty.`);
    const fullest = Math.max(...first.map((index) => filledCells(this.text[index])));
    // More than half the fullest row's cells (all of them when the fullest has one): a title alone in A1 above
    // a table of two columns is not its header.
    const isHeader = (index: number) => 2 * filledCells(this.text[index]) > fullest || fullest === 1;
    return first.find(isHeader) ?? first[0];
  }

  /**
   * The columns that hold anything, named by the header row: an unnamed one holding data is called by its
   * letter ("Column D"), a name used twice gets " (2)", and both are said.
   */
  private columns(headerRow: number, rows: readonly number[], width: number) {
    const header = this.text[headerRow] ?? [];
    const seen = new Map<string, number>();
    const columns: { column: number; header: string }[] = [];
    for (let column = 0; column < width; column++) {
      let name = (header[column] ?? '').trim();
      this.checkLength(headerRow, column, name);
      if (name === '') {
        if (!rows.some((index) => (this.text[index]?.[column] ?? '').trim() !== '')) continue;
        name = `Column ${utils.encode_col(column)}`;
        this.notes.push(
          `Column ${utils.encode_col(column)} has no name in the header row: it is called "${name}".`,
        );
      }
      const key = name.toLowerCase();
      const uses = (seen.get(key) ?? 0) + 1;
      seen.set(key, uses);
      if (uses > 1) {
        const renamed = `${name} (${uses})`;
        this.notes.push(
          `The column name "${name}" appears ${uses} times: the later one is called "${renamed}".`,
        );
        name = renamed;
      }
      columns.push({ column, header: name });
    }
    return columns;
  }

  private value(row: number, column: number, header: string): string {
    const value = this.text[row]?.[column] ?? '';
    this.checkLength(row, column, value, header);
    return value;
  }

  private checkLength(row: number, column: number, value: string, header?: string): void {
    if (value.length <= this.limits.maxValueChars) return;
    const where =
      header === undefined ? `cell ${utils.encode_cell({ r: row, c: column })}` : `column "${header}"`;
    throw new WorkbookError(
      'value_too_long',
      `Sheet "${this.name}", row ${count(row + 1)}, ${where}: the value is ${count(value.length)} characters ` +
        `long; at most ${count(this.limits.maxValueChars)} fit on a slide.`,
    );
  }
}

/**
 * Reads a sheet of an .xlsx or .ods workbook as people see it in Excel (docs/data-files.md): each cell's
 * displayed text (its number format applied, dates as formatted, formulas by their cached result), merged
 * ranges filled with their value, hidden rows and sheets left out and said, the header row found under a
 * title, at most `maxRows` (10,000) data rows and `maxValueChars` (10,000) characters a value. The archive is
 * checked and inflated with bounds first (workbook-parts.ts); SheetJS (`@e965/xlsx`) parses what is left.
 */
export function readWorkbook(bytes: Uint8Array, options: WorkbookOptions = {}): WorkbookTable {
  const limits = {
    maxRows: options.maxRows ?? MAX_CSV_ROWS,
    maxValueChars: options.maxValueChars ?? MAX_VALUE_CHARS,
  };
  const { archive, odsHiddenRows } = boundedWorkbook(bytes);
  // Rows read at most: the data rows allowed, the header's search and as many hidden rows again.
  const sheetRows = 2 * limits.maxRows + HEADER_SEARCH_ROWS + 1;
  const parse = (sheet?: string) => {
    try {
      return read(archive, {
        type: 'array',
        dense: true,
        cellStyles: true,
        sheetRows,
        // Excel's built-in date format (14) follows the reader's locale, which SheetJS renders as m/d/yy
        // everywhere: ISO instead, read alike in every locale (a cell with its own date format keeps it).
        dateNF: 'yyyy-mm-dd',
        // No sheet named: the workbook's list of sheets and their visibility, no sheet's cells.
        ...(sheet === undefined ? { sheets: [] as string[] } : { sheets: sheet }),
      });
    } catch {
      throw new WorkbookError('unreadable', 'The workbook is damaged and cannot be read.');
    }
  };
  const sheets = sheetsOf(parse());
  if (sheets.length === 0) throw new WorkbookError('empty', 'The workbook has no sheets.');
  const parsed = new Map<string, ReturnType<typeof readSheetOf>>();
  const readSheet = (name: string) => {
    const known = parsed.get(name);
    if (known) return known;
    const sheet = readSheetOf(parse(name), name, odsHiddenRows);
    parsed.set(name, sheet);
    return sheet;
  };
  // Its visible lines that hold anything: two make a table (a header and a row under it), so a notes
  // sheet of one line is passed over for the sheet holding the rows.
  const filledLines = (name: string) => {
    const { cells, hidden } = readSheet(name);
    return cells.text.filter((row, index) => !hidden(index) && filledCells(row) > 0).length;
  };
  const chosen = choose(sheets, options.sheet, filledLines);
  const { cells, merges, hidden, truncated } = readSheet(chosen.name);
  const table = new SheetReader(chosen.name, cells, merges, hidden, limits).table(sheets, truncated);
  const hiddenSheets = sheets.filter((sheet) => sheet.hidden && sheet.name !== chosen.name);
  const notes = [...table.notes];
  if (hiddenSheets.length > 0) {
    notes.push(`Hidden sheets were left out: ${hiddenSheets.map((sheet) => `"${sheet.name}"`).join(', ')}.`);
  }
  return { ...table, notes };
}

/** A parsed sheet's text, which rows are hidden, and whether the row cap cut it short. */
function readSheetOf(book: WorkBook, name: string, odsHiddenRows: OdsHiddenRows) {
  const sheet = book.Sheets[name];
  const rowInfo = sheet?.['!rows'] ?? [];
  const cells = sheet ? sheetCells(sheet, book.Workbook?.WBProps?.date1904 === true) : { text: [], raw: [] };
  const { text } = cells;
  // Cut short when the sheet reaches past the rows SheetJS read (!fullref, kept when sheetRows cut it) and data
  // runs up to the cut: a declared extent alone also counts empty formatted rows (an .ods's repeated tail).
  const reachesPast = sheet?.['!fullref'] !== undefined && sheet['!fullref'] !== sheet['!ref'];
  const truncated = reachesPast && text.slice(-100).some((row) => filledCells(row) > 0);
  return {
    cells,
    merges: sheet?.['!merges'] ?? [],
    // SheetJS reads an .xlsx's hidden rows, not an .ods's: those were read from its content (ods-hidden-rows.ts).
    hidden:
      book.bookType === 'ods'
        ? hiddenRowTest(odsHiddenRows.get(name) ?? [], text.length)
        : (row: number) => rowInfo[row]?.hidden === true,
    truncated,
  };
}

/** The sheet asked for, else the first visible sheet holding a table, else one holding anything, else the first. */
function choose(
  sheets: readonly WorkbookSheetInfo[],
  wanted: string | undefined,
  filledLines: (name: string) => number,
): WorkbookSheetInfo {
  if (wanted !== undefined) {
    const key = wanted.trim().toLowerCase();
    const found = sheets.find((sheet) => sheet.name.toLowerCase() === key);
    if (!found) {
      const names = sheets.map((sheet) => `"${sheet.name}"`).join(', ');
      throw new WorkbookError(
        'no_sheet',
        `The workbook has no sheet named "${wanted}". Its sheets: ${names}.`,
      );
    }
    return found;
  }
  const visible = sheets.filter((sheet) => !sheet.hidden);
  return (
    visible.find((sheet) => filledLines(sheet.name) > 1) ??
    visible.find((sheet) => filledLines(sheet.name) > 0) ??
    visible[0] ??
    sheets[0]
  );
}
