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
  /** CSV only: the encoding it was read in (and how that was settled) and its separator. */
  readonly encoding?: DetectedEncoding;
  readonly delimiter?: CsvDelimiter;
  /** Workbooks only: the sheet read, every sheet (hidden ones marked) and what was left out or renamed. */
  readonly sheet?: string;
  readonly sheets?: readonly { readonly name: string; readonly hidden: boolean }[];
  readonly notes?: readonly string[];
}

export const PREVIEW_ROWS = 3;
