import { groupRows, type DataRecord } from '@deckmill/csv/data';
import { deckPaths } from '@deckmill/csv/naming';
import type { TablePreview } from './tablePreview';

/** File names shown at step 3: the batch's first ones, as the server will name them. */
const FILE_NAMES_SHOWN = 3;

/** The first decks' text fields: a row's, or (grouped) the first row of each of the first groups. */
function firstDecks(
  preview: TablePreview,
  groupBy: string | null,
): readonly Readonly<Record<string, string>>[] {
  if (!groupBy) return preview.records.slice(0, FILE_NAMES_SHOWN);
  try {
    const groups = groupRows(preview.records, groupBy).slice(0, FILE_NAMES_SHOWN);
    return groups.map(
      (group) => ((group['rows'] as DataRecord[] | undefined)?.[0] ?? {}) as Record<string, string>,
    );
  } catch {
    // A grouping the server would refuse (too many rows in a group) shows its error elsewhere; no names here.
    return [];
  }
}

/** The first three decks' names (paths, when the pattern makes folders) under `pattern`. */
export function firstFileNames(
  preview: TablePreview,
  groupBy: string | null,
  pattern: string,
  template: string | undefined,
): string[] {
  return deckPaths(pattern, template, firstDecks(preview, groupBy));
}
