import {
  DataError,
  groupDeckRecords,
  mappedRecord,
  withSectionMapping,
  type DataRecord,
  type GroupDeckRecord,
} from '@deckmill/csv/data';
import type { ColumnMapping } from './autoMap';
import type { DataPreview } from './dataPreview';
import type { SectionMapping } from './sectionMapping';
import { GROUP_ROWS } from './useDataOptions';

/** One deck the data makes, as the row picker offers it. */
export interface PreviewRow {
  /** "Row 3: Acme Ltd", "Group 2: South", "Object 1: Acme Ltd". */
  readonly label: string;
  /** The deck's data record, exactly as bulk_create builds it from this row. */
  readonly values: DataRecord;
}

export interface PreviewRowOptions {
  readonly mapping: ColumnMapping;
  readonly groupBy: string | null;
  readonly sections: Readonly<SectionMapping>;
}

/** What names a row in the picker: its first non-empty text value. */
function firstText(values: Readonly<Record<string, string>>): string {
  const text = Object.values(values).find((value) => value.trim() !== '');
  return text === undefined ? '' : `: ${text.trim().slice(0, 40)}`;
}

/** Only the columns chosen: an unmapped field keeps matching by name, as it would once mapped. */
function chosenSections(sections: Readonly<SectionMapping>): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(sections).map(([section, fields]) => [
      section,
      Object.fromEntries(Object.entries(fields).filter(([, column]) => column !== '')),
    ]),
  );
}

/** Mapped placeholders only ('' = not chosen yet): an unmapped one is left out, as the server leaves nothing. */
function chosenColumns(mapping: ColumnMapping, groupBy: string | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(mapping).filter(
      ([name, column]) => column !== '' && !(groupBy && name.trim().toLowerCase() === GROUP_ROWS),
    ),
  );
}

/** The decks the data makes, in batch order; each record is built when asked for (a file may have 10,000). */
export interface PreviewRows {
  readonly count: number;
  /** The deck at a 0-based index, undefined past the end. */
  row(index: number): PreviewRow | undefined;
}

function rowsOf(count: number, make: (index: number) => PreviewRow): PreviewRows {
  return {
    count,
    row: (index) => (Number.isInteger(index) && index >= 0 && index < count ? make(index) : undefined),
  };
}

/**
 * The decks the data makes, each with the record the server will render for it: a CSV row with the column
 * mapping applied, a group of rows (`rows` holding the group), or a JSON object as it is; the section mapping
 * applied to all of them. Null when the data cannot be grouped (the server says why on Generate).
 */
export function previewRows(preview: DataPreview, options: PreviewRowOptions): PreviewRows | null {
  const sections = chosenSections(options.sections);
  if (preview.format === 'json') {
    const items = preview.items ?? [];
    return rowsOf(items.length, (index) => ({
      label: `Object ${index + 1}${firstText(preview.records[index] ?? {})}`,
      values: withSectionMapping(items[index] ?? {}, sections),
    }));
  }
  const columns = chosenColumns(options.mapping, options.groupBy);
  const groupBy = options.groupBy;
  if (!groupBy) {
    return rowsOf(preview.records.length, (index) => {
      const record = preview.records[index] ?? {};
      return {
        label: `Row ${index + 1}${firstText(record)}`,
        values: withSectionMapping(mappedRecord(record, columns, preview.rawValues?.[index]), sections),
      };
    });
  }
  let groups: GroupDeckRecord[];
  try {
    groups = groupDeckRecords(preview.records, preview.rawValues ?? [], groupBy, columns);
  } catch (error) {
    if (error instanceof DataError) return null;
    throw error;
  }
  const header = preview.headers.find((name) => name.trim().toLowerCase() === groupBy.trim().toLowerCase());
  return rowsOf(groups.length, (index) => {
    const group = groups[index];
    const value = header ? (group?.rows[0]?.[header] ?? '').trim() : '';
    return {
      label: `Group ${index + 1}${value ? `: ${value}` : ''}`,
      values: withSectionMapping(group?.data ?? {}, sections),
    };
  });
}
