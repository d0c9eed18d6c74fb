import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OutputFormat, RpcReply } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { generationTables } from '../generation.tables';
import { cutText } from '@deckmill/pptx';
import type { NewBatchRow } from './use-cases/create-batch/batch-rows';
import { RowCipher } from '../shared';

const { batches, batch_rows: rows } = generationTables;
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
  readonly formats: readonly OutputFormat[];
  readonly watermark: boolean;
  readonly rows: readonly NewBatchRow[];
  readonly idempotencyKey: string | null;
  readonly requestFingerprint: string | null;
  /** The images archive the rows' pictures come from, kept until the batch is deleted. */
  readonly imagesKey: string | null;
  /** Days its decks are kept once it finished, from the owner's plan now. */
  readonly decksKeptDays: number;
}

/** A batch with its rows sealed, as JSON of ROWS_PER_STATEMENT rows each (BatchRepository.prepare). */
export interface PreparedBatch {
  readonly batch: NewBatch;
  readonly rowStatements: readonly string[];
}

/**
 * The batch records' hand-written SQL: storing a batch with all its rows, the once-only announcement claim, and
 * deleting a batch. Reads go through the entity repositories; row progress lives in `BatchProgress`.
 */
@Injectable()
export class BatchRepository {
  constructor(private readonly cipher: RowCipher) {}

  /**
   * A batch's rows sealed and encoded for `insert`, ready before its transaction opens: sealing 10,000 rows is
   * CPU work that need not hold a database connection (on the embedded database, everyone's).
   */
  prepare(batch: NewBatch): PreparedBatch {
    const rowStatements: string[] = [];
    for (let start = 0; start < batch.rows.length; start += ROWS_PER_STATEMENT) {
      // Each row's values are sealed here: the database (and its write-ahead log) never sees them in clear.
      const slice = batch.rows
        .slice(start, start + ROWS_PER_STATEMENT)
        .map((row) => ({ ...row, values: this.cipher.sealValues(batch.id, row.row, row.values) }));
      rowStatements.push(JSON.stringify(slice));
    }
    return { batch, rowStatements };
  }

  /** Stores a prepared batch and all its rows; call inside a transaction. */
  async insert(manager: EntityManager, { batch, rowStatements }: PreparedBatch): Promise<void> {
    await runSql(
      manager,
      `INSERT INTO ${batches}
         ("id", "owner_id", "name", "template_id", "template_name", "template_file_key", "template_team_id",
          "file_name_pattern", "watermark", "status", "row_count", "locale", "data_format", "group_by",
          "formats", "idempotency_key", "request_fingerprint", "images_key", "decks_kept_days")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
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

  /** Sets `announced_at` unless set, and from then on counts the decks' days: conditional, so of two finalizers running at once one sees `true`. */
  async claimAnnouncement(
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

  /** Its rows go with it (ON DELETE CASCADE). */
  async delete(manager: EntityManager, batchId: string): Promise<void> {
    await runSql(manager, `DELETE FROM ${batches} WHERE "id" = $1`, [batchId]);
  }
}
