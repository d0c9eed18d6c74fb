import type { CsvDelimiter, DetectedEncoding } from '@deckmill/csv';

/**
 * A data file's preview as a table, held only on the client: a CSV's columns and rows, or a JSON file's
 * top-level fields as columns and one row per item.
 */
export interface TablePreview {
  readonly headers: readonly string[];
  /** The first 3 rows. */
  readonly rows: ReadonlyArray<readonly string[]>;
  readonly totalRows: number;
  /**
   * Every row's values by column, not only the previewed ones: step 3 counts the recipients of "E-mail each
   * deck" from them.
   */
  readonly records: readonly Readonly<Record<string, string>>[];
  /**
   * Workbooks only: each record's raw values (a cell shown "€1,080.00" is 1080 here), which the preview's
   * number and date filters format as the decks' will; undefined for a row with none.
   */
  readonly rawValues?: readonly (Readonly<Record<string, string>> | undefined)[];
  /** CSV only: the encoding it was read in (and how that was settled) and its separator. */
  readonly encoding?: DetectedEncoding;
  readonly delimiter?: CsvDelimiter;
  /** Workbooks only: the sheet read, every sheet (hidden ones marked) and what was left out or renamed. */
  readonly sheet?: string;
  readonly sheets?: readonly { readonly name: string; readonly hidden: boolean }[];
  readonly notes?: readonly string[];
}

export const PREVIEW_ROWS = 3;
