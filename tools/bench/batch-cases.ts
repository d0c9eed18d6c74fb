import { benchDecks } from '../../libs/pptx/bench/bench-decks';
import { benchRows } from '../../libs/pptx/bench/bench-rows';

/** One benchmark batch: a deck built by the engine bench's builders and a CSV of `rows` rows for it. */
export interface BatchCase {
  readonly label: string;
  readonly deck: Uint8Array;
  readonly rows: number;
  readonly csv: string;
  /** Issue 6's target for time to completion. */
  readonly targetSeconds: number;
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

/** (b) 10,000 rows of the ~140 KB text + table deck, then (a) 1,000 rows of the ~2.3 MB image deck. */
export function batchCases(): BatchCase[] {
  const [images, text] = benchDecks();
  if (!images || !text) throw new Error('the engine bench builds two decks');
  return [
    {
      label: '10,000 rows x 140 KB deck',
      deck: text.bytes,
      rows: 10_000,
      csv: csvOf(benchRows(10_000)),
      targetSeconds: 60,
    },
    {
      label: '1,000 rows x 2.3 MB deck',
      deck: images.bytes,
      rows: 1_000,
      csv: csvOf(benchRows(1_000)),
      targetSeconds: 30,
    },
  ];
}
