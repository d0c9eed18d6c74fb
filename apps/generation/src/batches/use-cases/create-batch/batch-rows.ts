import type { DataRecord } from '@deckmill/csv/data';
import { deckPaths } from '@deckmill/csv/naming';
import type { DeckSource } from './deck-sources';

export interface NewBatchRow {
  readonly row: number;
  /** The deck's data record: a CSV row's values by placeholder, a group with its `rows`, or a JSON object. */
  readonly values: DataRecord;
  readonly fileName: string;
}

/**
 * Only the first `limit` decks (the user asked for "the first N" because the allowance is short); all of them
 * without a limit. Trimmed on the server from what it parsed, so the upload is never re-written.
 */
export function firstDecks<T>(decks: readonly T[], limit: number | null | undefined): readonly T[] {
  if (limit == null || limit >= decks.length) return decks;
  return decks.slice(0, limit);
}

/**
 * Every deck as its data record (the mapping applied once, before) and its unique download path (the pattern,
 * whose `/` make folders in the ZIP, applied once, here, so the ZIP and the single downloads always agree).
 */
export function batchRows(
  sources: readonly DeckSource[],
  naming: { pattern: string; template: string },
): NewBatchRow[] {
  const paths = deckPaths(
    naming.pattern,
    naming.template,
    sources.map((source) => source.fields),
  );
  return sources.map((source, index) => ({ row: index + 1, values: source.data, fileName: paths[index] }));
}
