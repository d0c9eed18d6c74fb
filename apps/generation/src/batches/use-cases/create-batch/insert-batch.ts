import type { EntityManager } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { cutText } from '../../../shared/file-names';
import type { NewBatchRow } from './batch-rows';

const schema = quoteIdent(serviceSchema('generation'));
/** Rows per INSERT statement (one JSON parameter each). */
const ROWS_PER_STATEMENT = 1000;

export interface NewBatch {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly template: RpcReply<'templates.resolve-for-use'>;
  readonly fileNamePattern: string;
  readonly locale: string;
  readonly dataFormat: 'csv' | 'json';
  readonly groupBy: string | null;
  readonly watermark: boolean;
  readonly rows: readonly NewBatchRow[];
}

/** Stores a batch and all its rows; call inside a transaction. */
export async function insertBatch(manager: EntityManager, batch: NewBatch): Promise<void> {
  await manager.query(
    `INSERT INTO ${schema}."batches"
       ("id", "owner_id", "name", "template_id", "template_name", "template_file_key", "template_team_id",
        "file_name_pattern", "watermark", "status", "row_count", "locale", "data_format", "group_by")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13)`,
    [
      batch.id,
      batch.ownerId,
      cutText(batch.name, 255),
      batch.template.id,
      cutText(batch.template.name, 255),
      batch.template.fileKey,
      batch.template.teamId,
      batch.fileNamePattern,
      batch.watermark,
      batch.rows.length,
      batch.locale,
      batch.dataFormat,
      batch.groupBy === null ? null : cutText(batch.groupBy, 255),
    ],
  );
  for (let start = 0; start < batch.rows.length; start += ROWS_PER_STATEMENT) {
    const slice = batch.rows.slice(start, start + ROWS_PER_STATEMENT);
    await manager.query(
      `INSERT INTO ${schema}."batch_rows" ("batch_id", "row_number", "values", "file_name")
       SELECT $1, r."row", r."values", r."fileName"
       FROM jsonb_to_recordset($2::jsonb) AS r("row" integer, "values" jsonb, "fileName" text)`,
      [batch.id, JSON.stringify(slice)],
    );
  }
}
