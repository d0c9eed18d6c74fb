import type { ColumnMapping } from './autoMap';

/** The list a grouped deck holds its group's rows in (the engine's GROUP_ROWS_FIELD). */
export const GROUP_ROWS = 'rows';

/**
 * The placeholders step 3 maps: none for JSON (its fields match the tags by name), and for grouped rows not the
 * list `rows`, which the group fills by itself.
 */
export function mappableColumns(mapping: ColumnMapping, format: 'csv' | 'json', groupBy: string | null) {
  if (format === 'json') return {};
  if (!groupBy) return mapping;
  return Object.fromEntries(
    Object.entries(mapping).filter(([name]) => name.trim().toLowerCase() !== GROUP_ROWS),
  );
}
