import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';

/** One benchmark batch: a deck built by the engine bench's builders and a CSV of `rows` rows for it. */
export interface BatchCase {
  readonly label: string;
  readonly deck: Uint8Array;
  readonly rows: number;
  readonly csv: string;
  /** The column of the recipients' addresses when the batch mails each deck (`--mail`). */
  readonly mailColumn?: string;
  /** The target time to completion by mode (docs/benchmarks.md), at the case's full size. */
  readonly targetSeconds: { readonly embedded: number; readonly distributed: number } | null;
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function csvOf(records: readonly Record<string, string>[]): string {
  const headers = Object.keys(records[0] ?? {});
  const lines = [headers.join(',')];
  for (const record of records) lines.push(headers.map((header) => csvField(record[header] ?? '')).join(','));
  return `${lines.join('\n')}\n`;
}

/** A CSV of `rows` rows for the text deck (the same columns as its batch case's). */
export function textDeckCsv(rows: number): string {
  return csvOf(benchRows(rows));
}

/**
 * (b) 10,000 rows of the ~140 KB text + table deck, then (a) 1,000 rows of the ~2.3 MB image deck. `rows`
 * overrides both sizes (a quicker run); the absolute time targets then do not apply.
 */
export function batchCases(rows?: number, options: { mail?: boolean } = {}): BatchCase[] {
  const [images, text] = benchDecks();
  if (!images || !text) throw new Error('the engine bench builds two decks');
  const textRows = rows ?? 10_000;
  const imageRows = rows ?? 1_000;
  // --mail: each row's deck mailed to the row's own address (the CLI mails nothing).
  const mailed = options.mail ? { label: ', mailed', mailColumn: 'email' } : { label: '' };
  return [
    {
      label: `${textRows.toLocaleString('en-US')} rows x 140 KB deck${mailed.label}`,
      deck: text.bytes,
      rows: textRows,
      csv: csvOf(benchRows(textRows)),
      mailColumn: mailed.mailColumn,
      targetSeconds: rows === undefined ? { embedded: 10, distributed: 12 } : null,
    },
    {
      label: `${imageRows.toLocaleString('en-US')} rows x 2.3 MB deck${mailed.label}`,
      deck: images.bytes,
      rows: imageRows,
      csv: csvOf(benchRows(imageRows)),
      mailColumn: mailed.mailColumn,
      targetSeconds: rows === undefined ? { embedded: 30, distributed: 30 } : null,
    },
  ];
}
