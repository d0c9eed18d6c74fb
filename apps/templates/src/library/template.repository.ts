import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { templatesTables } from '../templates.tables';

const { templates, counted_presentations: counted } = templatesTables;

/**
 * The templates' hand-written SQL (the once-per-batch batch and deck counts, and the decks' backfill); plain reads
 * use the entity.
 */
@Injectable()
export class TemplateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records that a batch was counted, with the decks it made: false when it was already, or when its template
   * is gone (a deleted template leaves no record of its batches behind).
   */
  async markBatchCounted(
    manager: EntityManager,
    batchId: string,
    templateId: number,
    decks: number,
  ): Promise<boolean> {
    const inserted = await runSql(
      manager,
      `INSERT INTO ${counted} ("batch_id", "template_id", "decks")
       SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ${templates} WHERE "id" = $2)
       ON CONFLICT ("batch_id") DO NOTHING RETURNING "batch_id"`,
      [batchId, templateId, decks],
    );
    return inserted.rows.length > 0;
  }

  /** One more batch made from the template, and the decks it made. */
  async addPresentation(manager: EntityManager, templateId: number, decks: number): Promise<void> {
    await runSql(
      manager,
      `UPDATE ${templates}
       SET "presentations_count" = "presentations_count" + 1, "decks_count" = "decks_count" + $2
       WHERE "id" = $1`,
      [templateId, decks],
    );
  }

  /**
   * Batches counted before decks were (TemplatesBatchDecks1796100000000), whose decks this service does not
   * know yet, a template's together.
   */
  async batchesWithoutDecks(limit: number): Promise<{ batchId: string; templateId: number }[]> {
    const found = await runSql<{ batchId: string; templateId: number }>(
      this.dataSource,
      `SELECT "batch_id" AS "batchId", "template_id" AS "templateId" FROM ${counted}
       WHERE "decks" IS NULL ORDER BY "template_id", "batch_id" LIMIT $1`,
      [limit],
    );
    return found.rows;
  }

  /**
   * Writes the decks learned for a template's earlier batches, then sets its `decks_count` to the sum over every
   * batch counted once none is unknown: a sum, not an increment, so batches counted before and after decks were
   * counted come out right alike. Under the template's row lock, which counting a batch also takes, the sum
   * (a statement of its own, so it sees what committed before the lock) can not miss a batch counted meanwhile.
   * False when the template is gone.
   */
  async backfillDecks(
    manager: EntityManager,
    templateId: number,
    learned: readonly { batchId: string; decks: number }[],
  ): Promise<boolean> {
    const locked = await runSql(manager, `SELECT 1 FROM ${templates} WHERE "id" = $1 FOR UPDATE`, [
      templateId,
    ]);
    if (locked.rows.length === 0) return false;
    await runSql(
      manager,
      `UPDATE ${counted} AS c SET "decks" = v."decks"
       FROM unnest($2::uuid[], $3::integer[]) AS v("batch_id", "decks")
       WHERE c."batch_id" = v."batch_id" AND c."template_id" = $1 AND c."decks" IS NULL`,
      [templateId, learned.map((batch) => batch.batchId), learned.map((batch) => batch.decks)],
    );
    await runSql(
      manager,
      `UPDATE ${templates}
       SET "decks_count" = (SELECT COALESCE(SUM("decks"), 0) FROM ${counted} WHERE "template_id" = $1)
       WHERE "id" = $1
         AND NOT EXISTS (SELECT 1 FROM ${counted} WHERE "template_id" = $1 AND "decks" IS NULL)`,
      [templateId],
    );
    return true;
  }

  /** A deleted template's batches counted once are forgotten with it (they name its owner's batches). */
  async forgetCounted(manager: EntityManager, templateId: number): Promise<void> {
    await runSql(manager, `DELETE FROM ${counted} WHERE "template_id" = $1`, [templateId]);
  }
}
