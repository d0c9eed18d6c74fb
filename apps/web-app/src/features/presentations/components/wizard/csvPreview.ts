import { CsvError, parseCsv, rowRecord } from '@deckmill/csv';

/** The CSV preview, held only on the client. */
export interface CsvPreview {
  readonly headers: readonly string[];
  /** The first 3 data rows. */
  readonly rows: ReadonlyArray<readonly string[]>;
  readonly totalRows: number;
  /**
   * Every row's values by column, not only the previewed ones: step 3 counts the recipients of "E-mail each
   * deck" from them.
   */
  readonly records: readonly Readonly<Record<string, string>>[];
}

export const PREVIEW_ROWS = 3;

/** The file's bytes (FileReader: every browser, and the test DOM, has it). */
function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads a chosen CSV in the browser with the server's own reader, so both judge a file the same way. */
export async function readCsvPreview(file: Blob): Promise<CsvPreview | { error: string }> {
  try {
    const table = parseCsv(await readBytes(file));
    return {
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
