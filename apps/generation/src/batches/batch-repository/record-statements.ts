import type { EntityManager } from 'typeorm';
import type { OutputFormat, RpcReply } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { cutText } from '@deckmill/csv/naming';
import { generationTables } from '../../generation.tables';
import type { RowCipher } from '../../shared';
import type { NewBatchRow } from '../use-cases/create-batch/batch-rows';

const { batches, batch_rows: rows } = generationTables;
/** Rows per INSERT statement (one JSON parameter each). */
const ROWS_PER_STATEMENT = 1000;

/** Where a run again sits: the first batch of its line (its number is the line's next, taken as it is stored). */
export interface BatchRun {
  readonly of: string;
}

export interface NewBatch {
  readonly id: string;
  readonly ownerId: string;
  readonly name: string;
  readonly template: RpcReply<'templates.resolve-for-use'>;
  readonly fileNamePattern: string;
  readonly locale: string;
  readonly dataFormat: 'csv' | 'json';
  readonly groupBy: string | null;
  readonly formats: readonly OutputFormat[];
  readonly watermark: boolean;
  readonly rows: readonly NewBatchRow[];
  readonly idempotencyKey: string | null;
  readonly requestFingerprint: string | null;
  /** The images archive the rows' pictures come from, kept until the batch is deleted. */
  readonly imagesKey: string | null;
  /** The dataset the rows came from (null: a data file sent with the request). */
  readonly datasetId: string | null;
  /** The person named the batch (else its name is the default one). */
  readonly nameGiven: boolean;
  /** The mappings as posted, kept for "Run again". */
  readonly dataMapping: string;
  readonly sectionMapping: string | null;
  /** Its line and number when it is a run again; null for a first run. */
  readonly run: BatchRun | null;
  /** Days its decks are kept once it finished, from the owner's plan now. */
  readonly decksKeptDays: number;
}

/** A batch with its rows sealed, as JSON of ROWS_PER_STATEMENT rows each (BatchRepository.prepare). */
export interface PreparedBatch {
  readonly batch: NewBatch;
  readonly rowStatements: readonly string[];
}

/** The batch record's own statements: storing it with its rows, claiming its announcement, deleting it. */
export function prepareBatch(cipher: RowCipher, batch: NewBatch): PreparedBatch {
  const rowStatements: string[] = [];
  for (let start = 0; start < batch.rows.length; start += ROWS_PER_STATEMENT) {
    // Each row's values are sealed here: the database (and its write-ahead log) never sees them in clear.
    const slice = batch.rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => ({ ...row, values: cipher.sealValues(batch.id, row.row, row.values) }));
    rowStatements.push(JSON.stringify(slice));
  }
  return { batch, rowStatements };
}

export async function insertBatch(
  manager: EntityManager,
  { batch, rowStatements }: PreparedBatch,
): Promise<void> {
  // A run's number is its line's next, counted under a lock on the line's first batch: two runs made at once
  // wait for each other instead of taking the same number.
  let runNumber = 1;
  if (batch.run) {
    await runSql(manager, `SELECT 1 FROM ${batches} WHERE "id" = $1 FOR UPDATE`, [batch.run.of]);
    const [line] = (
      await runSql<{ last: number | null }>(
        manager,
        `SELECT MAX("run_number") AS "last" FROM ${batches} WHERE "id" = $1 OR "run_of" = $1`,
        [batch.run.of],
      )
    ).rows;
    runNumber = (line?.last ?? 0) + 1;
  }
  await runSql(
    manager,
    `INSERT INTO ${batches}
       ("id", "owner_id", "name", "template_id", "template_name", "template_file_key", "template_team_id",
        "file_name_pattern", "watermark", "status", "row_count", "locale", "data_format", "group_by",
        "formats", "idempotency_key", "request_fingerprint", "images_key", "decks_kept_days",
        "dataset_id", "data_mapping", "section_mapping", "run_of", "run_number", "name_given")
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
             $20, $21, $22, $23, $24)`,
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
      [...batch.formats],
      batch.idempotencyKey,
      batch.requestFingerprint,
      batch.imagesKey,
      batch.decksKeptDays,
      batch.datasetId,
      batch.dataMapping,
      batch.sectionMapping,
      batch.run?.of ?? null,
      runNumber,
      batch.nameGiven,
    ],
  );
  for (const slice of rowStatements) {
    await runSql(
      manager,
      `INSERT INTO ${rows} ("batch_id", "row_number", "values", "file_name")
       SELECT $1, r."row", r."values", r."fileName"
       FROM jsonb_to_recordset($2::jsonb) AS r("row" integer, "values" jsonb, "fileName" text)`,
      [batch.id, slice],
    );
  }
}

/** A batch that mails its decks: the row column holding the addresses and the reply-to, set as it is stored. */
export async function setDelivery(
  manager: EntityManager,
  batchId: string,
  delivery: { readonly column: string; readonly replyTo: string | null; readonly content?: string },
): Promise<void> {
  await runSql(
    manager,
    `UPDATE ${batches} SET "delivery_column" = $2, "delivery_reply_to" = $3, "delivery_content" = $4
     WHERE "id" = $1`,
    [batchId, delivery.column, delivery.replyTo, delivery.content ?? 'attachment'],
  );
}

export async function claimAnnouncement(
  manager: EntityManager,
  batchId: string,
  defaultKeptDays: number,
): Promise<boolean> {
  const claimed = await runSql(
    manager,
    `WITH claimed AS (
       UPDATE ${batches}
         SET "announced_at" = now(),
             "decks_expire_at" = now() + make_interval(days => COALESCE("decks_kept_days", $2))
       WHERE "id" = $1 AND "announced_at" IS NULL RETURNING 1)
     SELECT 1 FROM claimed`,
    [batchId, defaultKeptDays],
  );
  return claimed.rows.length > 0;
}

export async function deleteBatch(manager: EntityManager, batchId: string): Promise<void> {
  await runSql(manager, `DELETE FROM ${batches} WHERE "id" = $1`, [batchId]);
}
