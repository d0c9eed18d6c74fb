import type { DataRecord } from '@deckmill/csv/data';

/** A dataset's parsed rows as kept: a table (CSV, a sheet) or a JSON file's objects. */
export type DatasetContents =
  | {
      readonly kind: 'table';
      readonly headers: readonly string[];
      readonly rows: ReadonlyArray<readonly string[]>;
      /** Where each row was in the file (a CSV's line, a sheet's row), for messages about a row. */
      readonly rowLines: readonly number[];
      /** A workbook's raw cell values beside `rows` (WorkbookTable.raw); absent for a CSV. */
      readonly raw?: ReadonlyArray<ReadonlyArray<string | null>>;
    }
  | { readonly kind: 'records'; readonly items: readonly DataRecord[] };

export const DATASET_CONTENTS_PREFIX = 'datasets/';

/** The contents' object key: one per dataset, under the dataset's own prefix. */
export function datasetContentsKey(datasetId: string): string {
  return `${DATASET_CONTENTS_PREFIX}${datasetId}/contents.sealed`;
}

/** The dataset a contents key belongs to; null for a key of another shape. */
export function datasetIdOfContents(key: string): string | null {
  return /^datasets\/([0-9a-f-]{36})\/contents\.sealed$/i.exec(key)?.[1] ?? null;
}

/** The seal's context: the contents open only as the dataset they were stored for. */
export function datasetSealContext(datasetId: string, part: 'contents' | 'summary'): string {
  return `generation.dataset.${part}:${datasetId}`;
}
