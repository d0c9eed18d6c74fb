import { CELL_TAGS, elementOf, isClosing, isSelfClosing, ROW_TAGS } from './ods-markup';
import { WorkbookError } from './workbook-error';

/** The cell elements SheetJS writes when it reads their end tag (a covered cell's end tag writes nothing). */
const WRITTEN_AT_END = new Set(['table-cell', '数据']);

export function damagedSpreadsheet(what: string): WorkbookError {
  return new WorkbookError('unreadable', `The spreadsheet is damaged and cannot be read: ${what}.`);
}

/**
 * Whether a table-cell is open after the tag `found`, refusing a cell placed where no office suite places one.
 * SheetJS places cells by the last tags read, not by nesting: a table-cell is written at its end tag into the
 * rows of the last row tag read (a self-closing row's repeats too, even another table's) with the columns of
 * the last cell tag read, right of the previous row's cells when no row is open. Measured before this check:
 * a row of 10,100 self-closed, then a cell of 200 columns: 2,020,001 cells counted as 200; three stray end
 * tags after a cell of 900 columns in a row of 1,000: 3,597,001 cells; a row of 10,000 opened inside a cell
 * of 300 columns: 2,990,001. LibreOffice Calc, Excel and Google Sheets write each cell inside its row and no
 * row or cell inside a cell (a table nested in a cell is Writer's), so these are refused rather than followed:
 * every cell tag needs an open row, and an open table-cell takes no row or cell tag but its own end tag.
 */
export function cellOpenAfter(found: RegExpMatchArray, rowOpen: boolean, cellOpen: boolean): boolean {
  const name = elementOf(found);
  const isCell = CELL_TAGS.has(name);
  if (!isCell && !ROW_TAGS.has(name)) return cellOpen;
  const endsCell = isClosing(found) && WRITTEN_AT_END.has(name);
  if (cellOpen) {
    if (!endsCell) throw damagedSpreadsheet('a row or cell is written inside a cell');
    return false;
  }
  if (endsCell) throw damagedSpreadsheet('a cell ends that never began');
  if (!isCell || isClosing(found)) return false;
  if (!rowOpen) throw damagedSpreadsheet('a cell is written outside a row');
  return WRITTEN_AT_END.has(name) && !isSelfClosing(found[0]);
}
