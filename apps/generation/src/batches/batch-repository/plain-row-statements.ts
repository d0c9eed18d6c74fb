import type { DataRecord } from '@deckmill/csv/data';
import { runSql, selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { batch_rows: rows } = generationTables;

/** A row stored before encryption: its values a JSON object, not a sealed text. */
export interface PlainValues {
  readonly batchId: string;
  readonly rowNumber: number;
  readonly values: DataRecord;
}

/** Up to `limit` rows whose values are still stored in clear. */
export function plainValues(executor: SqlExecutor, limit: number): Promise<PlainValues[]> {
  return selectRows<PlainValues>(
    executor,
    `SELECT "batch_id" AS "batchId", "row_number" AS "rowNumber", "values" FROM ${rows}
      WHERE jsonb_typeof("values") = 'object' LIMIT $1`,
    [limit],
  );
}

/** Replaces the row's values with their sealed text only while they are still plain: how many rows it sealed. */
export async function sealValues(
  executor: SqlExecutor,
  batchId: string,
  rowNumber: number,
  sealed: string,
): Promise<number> {
  const result = await runSql(
    executor,
    `UPDATE ${rows} SET "values" = to_jsonb($3::text)
      WHERE "batch_id" = $1 AND "row_number" = $2 AND jsonb_typeof("values") = 'object'`,
    [batchId, rowNumber, sealed],
  );
  return result.affected;
}
