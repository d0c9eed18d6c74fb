import { rowRecord, type CsvTable } from '@deckmill/pptx/csv';
import { deckFileName, UniqueNames } from '../../../shared/file-names';

export interface NewBatchRow {
  readonly row: number;
  readonly values: Record<string, string>;
  readonly fileName: string;
}

/**
 * Every data row as its values by placeholder (the mapping applied once, here) and its unique download name
 * (the pattern applied once, so the ZIP and the single downloads always agree).
 */
export function batchRows(
  table: CsvTable,
  mapping: Readonly<Record<string, string>>,
  naming: { pattern: string; template: string },
): NewBatchRow[] {
  const names = new UniqueNames();
  return table.rows.map((_fields, index) => {
    const record = rowRecord(table, index);
    const values: Record<string, string> = {};
    for (const [placeholder, column] of Object.entries(mapping)) values[placeholder] = record[column] ?? '';
    const row = index + 1;
    const fileName = names.claim(
      deckFileName(naming.pattern, { template: naming.template, row, columns: record }),
    );
    return { row, values, fileName };
  });
}
