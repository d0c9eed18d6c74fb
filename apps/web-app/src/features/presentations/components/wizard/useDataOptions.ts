import { useState } from 'react';
import { DEFAULT_LOCALE } from '@deckmill/api-contracts';
import type { ColumnMapping } from './autoMap';
import { formatsOf, type OutputChoice } from './OutputSelect';

/** The list a grouped deck holds its group's rows in (the engine's GROUP_ROWS_FIELD). */
export const GROUP_ROWS = 'rows';

/**
 * How the data makes decks: one per row or one per value of a column, the batch's locale, and what
 * each row comes out as.
 */
export function useDataOptions() {
  const [groupBy, setGroupBy] = useState<string | null>(null);
  const [locale, setLocale] = useState(DEFAULT_LOCALE);
  const [output, setOutput] = useState<OutputChoice>('pptx');
  return { groupBy, setGroupBy, locale, setLocale, output, setOutput };
}

export type DataOptions = ReturnType<typeof useDataOptions>;

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

/** Adds the data options to the bulk_create form the wizard built. */
export function applyDataOptions(
  form: FormData,
  options: Pick<DataOptions, 'groupBy' | 'locale'> & Partial<Pick<DataOptions, 'output'>>,
  format: 'csv' | 'json',
  mapping: ColumnMapping,
): FormData {
  const file = form.get('presentation[csv_file]');
  if (format === 'json' && file) {
    form.delete('presentation[csv_file]');
    form.set('presentation[data_file]', file);
  }
  const mapped = mappableColumns(mapping, format, options.groupBy);
  if (format === 'json') form.delete('presentation[data_mapping]');
  else form.set('presentation[data_mapping]', JSON.stringify(mapped));
  if (format === 'csv' && options.groupBy) form.set('presentation[group_by]', options.groupBy);
  form.set('presentation[locale]', options.locale);
  form.delete('presentation[formats]');
  for (const format of formatsOf(options.output ?? 'pptx')) form.append('presentation[formats]', format);
  return form;
}
