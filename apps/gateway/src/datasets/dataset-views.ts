import type { DatasetReply } from '@deckmill/api-contracts';
import type { RpcReply } from '@deckmill/bus-contracts';

/** A dataset in the API's words (snake_case), for the app and API v1 alike. */
export function datasetReply(dataset: RpcReply<'generation.get-dataset'>): DatasetReply {
  return {
    id: dataset.id,
    file_name: dataset.fileName,
    format: dataset.format,
    kind: dataset.kind,
    row_count: dataset.rowCount,
    columns: dataset.columns,
    first_rows: dataset.firstRows,
    sheet: dataset.sheet,
    sheets: dataset.sheets,
    encoding: dataset.encoding,
    separator: dataset.separator,
    warnings: dataset.warnings,
    created_at: dataset.createdAt,
    expires_at: dataset.expiresAt,
  };
}
