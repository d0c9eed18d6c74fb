import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { templatesTables } from '../templates.tables';

const { templates, counted_presentations: counted } = templatesTables;

/** The templates' hand-written SQL (the once-per-batch batch and deck counts); plain reads use the entity. */
@Injectable()
export class TemplateRepository {
  /**
   * Records that a batch was counted: false when it was already, or when its template is gone (a
   * deleted template leaves no record of its batches behind).
   */
  async markBatchCounted(manager: EntityManager, batchId: string, templateId: number): Promise<boolean> {
    const inserted = await runSql(
      manager,
      `INSERT INTO ${counted} ("batch_id", "template_id")
       SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM ${templates} WHERE "id" = $2)
       ON CONFLICT ("batch_id") DO NOTHING RETURNING "batch_id"`,
      [batchId, templateId],
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

  /** A deleted template's batches counted once are forgotten with it (they name its owner's batches). */
  async forgetCounted(manager: EntityManager, templateId: number): Promise<void> {
    await runSql(manager, `DELETE FROM ${counted} WHERE "template_id" = $1`, [templateId]);
  }
}
