import type { DataRecord } from '@deckmill/csv/data';

/** A dataset's parsed rows as kept: a table (CSV, a sheet) or a JSON file's objects. */
export type DatasetContents =
  | {
      readonly kind: 'table';
      readonly headers: readonly string[];
      readonly rows: ReadonlyArray<readonly string[]>;
      /** Where each row was in the file (a CSV's line, a sheet's row), for messages about a row. */
      readonly rowLines: readonly number[];
    }
  | { readonly kind: 'records'; readonly items: readonly DataRecord[] };

/** The contents' object key: one per dataset, under the dataset's own prefix. */
export function datasetContentsKey(datasetId: string): string {
  return `datasets/${datasetId}/contents.sealed`;
}

/** The seal's context: the contents open only as the dataset they were stored for. */
export function datasetSealContext(datasetId: string, part: 'contents' | 'summary'): string {
  return `generation.dataset.${part}:${datasetId}`;
}
