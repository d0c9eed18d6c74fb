import { CsvError, parseCsv, rowRecord, type TextEncodingName } from '@deckmill/csv';
import { PREVIEW_ROWS, type TablePreview } from './tablePreview';

/** The file's bytes (FileReader: every browser, and the test DOM, has it). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Reads a chosen CSV in the browser with the server's own reader, so both judge a file the same way; in the
 * encoding the user chose, else the one the reader detects (the server detects the same from the same bytes).
 */
export async function readCsvPreview(
  file: Blob,
  encoding?: TextEncodingName,
): Promise<TablePreview | { error: string }> {
  try {
    const table = parseCsv(await readBytes(file), encoding ? { encoding } : {});
    return {
      encoding: table.encoding,
      delimiter: table.delimiter,
      headers: table.headers,
      rows: table.rows.slice(0, PREVIEW_ROWS),
      totalRows: table.rows.length,
      records: table.rows.map((_row, index) => rowRecord(table, index)),
    };
  } catch (error) {
    if (error instanceof CsvError) return { error: error.message };
    return { error: 'The file could not be read.' };
  }
}
