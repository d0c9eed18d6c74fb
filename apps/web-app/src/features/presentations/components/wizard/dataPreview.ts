import type { TextEncodingName } from '@deckmill/csv';
import { DataError, parseJsonData, type DataRecord, type DataValue } from '@deckmill/csv/data';
import { readCsvPreview } from './csvPreview';
import { PREVIEW_ROWS, type TablePreview } from './tablePreview';
import { listPreviews, type ListPreview } from './listPreview';
import { isWorkbook } from './workbookFiles';

/**
 * A CSV's or a workbook sheet's preview, or a JSON file's shown the same way: its top-level fields as columns,
 * one row per item.
 */
export interface DataPreview extends TablePreview {
  readonly format: 'csv' | 'json';
  /** JSON only: the top-level lists, whose items' fields step 3 maps for the sections over them. */
  readonly lists?: readonly ListPreview[];
  /** JSON only: every object as parsed, nested lists included (a row preview renders one as the batch would). */
  readonly items?: readonly DataRecord[];
}

function cell(value: DataValue): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object') return '{…}';
  return String(value);
}

/** An object's top-level text, numbers and booleans, as the server reads the fields of a JSON item. */
function textFields(item: DataRecord): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) {
    if (typeof value === 'string') fields[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
  }
  return fields;
}

/** Top-level field names in order of first appearance over all items. */
function fieldNames(items: readonly DataRecord[]): string[] {
  const names = new Set<string>();
  for (const item of items) for (const name of Object.keys(item)) names.add(name);
  return [...names];
}

/** The file's text (FileReader: every browser, and the test DOM, has it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

async function readJsonPreview(file: Blob): Promise<DataPreview | { error: string }> {
  try {
    const items = parseJsonData(await readText(file));
    const headers = fieldNames(items);
    const rows = items.slice(0, PREVIEW_ROWS).map((item) => headers.map((name) => cell(item[name])));
    return {
      format: 'json',
      headers,
      rows,
      totalRows: items.length,
      lists: listPreviews(items, cell),
      records: items.map(textFields),
      items,
    };
  } catch (error) {
    if (error instanceof DataError) return { error: error.message };
    return { error: 'The file could not be read.' };
  }
}

/** How a chosen file is read: a CSV's encoding, a workbook's sheet (absent: detected, the first with data). */
export interface ReadChoices {
  readonly encoding?: TextEncodingName;
  readonly sheet?: string;
}

/**
 * Reads a chosen .csv, .json or workbook in the browser with the server's own readers. A workbook's sheet is a
 * table like a CSV's (`format: 'csv'`: one deck per row or per group).
 */
export async function readDataPreview(
  file: File,
  choices: ReadChoices = {},
): Promise<DataPreview | { error: string }> {
  if (/\.json$/i.test(file.name)) return readJsonPreview(file);
  const preview = isWorkbook(file.name)
    ? await (await import('./workbookPreview')).readWorkbookPreview(file, choices.sheet)
    : await readCsvPreview(file, choices.encoding);
  return 'error' in preview ? preview : { ...preview, format: 'csv' };
}
