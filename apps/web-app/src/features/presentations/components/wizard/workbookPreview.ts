import { rowRawValues, rowRecord } from '@deckmill/csv';
import { readWorkbook, WorkbookError } from '@deckmill/csv/workbook';
import { readBytes } from './csvPreview';
import { PREVIEW_ROWS, type TablePreview } from './tablePreview';

/**
 * Reads a workbook's sheet in the browser with the server's own reader (SheetJS behind the same bounds), so
 * step 2 shows the values as the decks will: "€1,080.00", "31/01/2027". This module is loaded only when a
 * workbook is chosen (dataPreview imports it on demand): most people never send one, and SheetJS is the
 * largest piece of the wizard.
 */
export async function readWorkbookPreview(
  file: Blob,
  sheet?: string,
): Promise<TablePreview | { error: string }> {
  try {
    const table = readWorkbook(await readBytes(file), sheet ? { sheet } : {});
    return {
      headers: table.headers,
      rows: table.rows.slice(0, PREVIEW_ROWS),
      totalRows: table.rows.length,
      records: table.rows.map((_row, index) => rowRecord(table, index)),
      rawValues: table.rows.map((_row, index) => rowRawValues(table, index)),
      sheet: table.sheet,
      sheets: table.sheets,
      notes: table.notes,
    };
  } catch (error) {
    if (error instanceof WorkbookError) return { error: error.message };
    return { error: 'The workbook could not be read.' };
  }
}
