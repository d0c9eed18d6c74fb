import { WorkbookError } from './workbook-error';

/**
 * The cells with content an .ods may spell out, repeats multiplied: 10,000 rows of 100 columns. LibreOffice
 * writes a run of equal cells or rows once with `number-columns-repeated` / `number-rows-repeated`, and
 * SheetJS multiplies every run out, so a few bytes could ask for billions of cells.
 */
export const MAX_ODS_FILLED_CELLS = 1_000_000;
/** Longest run kept of empty rows or cells: past any table the limits allow, so positions stay true. */
const EMPTY_RUN_CAP = 10_100;

const ROW = /<table:table-row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-row\s*>)/g;
const CELL = /<table:(?:covered-)?table-cell\b([^>]*?)(\/?)>/g;
const ROWS_REPEATED = /\btable:number-rows-repeated\s*=\s*(["'])(\d+)\1/;
const COLUMNS_REPEATED = /\btable:number-columns-repeated\s*=\s*(["'])(\d+)\1/;

function repeats(attributes: string, attribute: RegExp): number {
  const found = attribute.exec(attributes);
  return found ? Number(found[2]) : 1;
}

/** A cell holds something when it has a value type or content; an empty one is self-closing without one. */
function filled(attributes: string, selfClosing: string): boolean {
  return selfClosing === '' || /\boffice:value-type\s*=/.test(attributes);
}

function capped(attributes: string, attribute: RegExp): string {
  return attributes.replace(attribute, (whole, quote: string, count: string) =>
    Number(count) > EMPTY_RUN_CAP
      ? whole.replace(`${quote}${count}${quote}`, () => `"${EMPTY_RUN_CAP}"`)
      : whole,
  );
}

/**
 * An .ods's content.xml with its repeats bounded before SheetJS multiplies them: refused when the filled cells
 * it spells out pass MAX_ODS_FILLED_CELLS, and runs of empty rows and cells (LibreOffice ends every sheet with
 * a million of them) cut to EMPTY_RUN_CAP, which changes no value and no position a table can reach.
 */
export function boundOdsRepeats(content: Uint8Array): Uint8Array {
  const xml = new TextDecoder().decode(content);
  let cells = 0;
  const bounded = xml.replace(ROW, (row, rowAttributes: string, body: string | undefined) => {
    let rowCells = 0;
    const cappedBody = (body ?? '').replace(CELL, (cell, attributes: string, selfClosing: string) => {
      if (filled(attributes, selfClosing)) {
        rowCells += repeats(attributes, COLUMNS_REPEATED);
        return cell;
      }
      return cell.replace(attributes, () => capped(attributes, COLUMNS_REPEATED));
    });
    cells += rowCells * repeats(rowAttributes, ROWS_REPEATED);
    if (cells > MAX_ODS_FILLED_CELLS) {
      throw new WorkbookError(
        'too_large',
        'The spreadsheet repeats its cells into far more data than a sheet of 10,000 rows holds; it was not read.',
      );
    }
    const attributes = rowCells === 0 ? capped(rowAttributes, ROWS_REPEATED) : rowAttributes;
    // Function replacers: a cell's text may hold `$&` and the like, which a replacement string would expand.
    return row.replace(rowAttributes, () => attributes).replace(body ?? '', () => cappedBody);
  });
  return new TextEncoder().encode(bounded);
}
