import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { templatesTables } from '../templates.tables';

const { templates, counted_presentations: counted } = templatesTables;

/** The templates' hand-written SQL (the once-per-batch presentations count); plain reads use the entity. */
@Injectable()
export class TemplateRepository {
  /** Records that a batch was counted: false when it was already. */
  async markBatchCounted(manager: EntityManager, batchId: string, templateId: number): Promise<boolean> {
    const inserted = await runSql(
      manager,
      `INSERT INTO ${counted} ("batch_id", "template_id") VALUES ($1, $2)
       ON CONFLICT ("batch_id") DO NOTHING RETURNING "batch_id"`,
      [batchId, templateId],
    );
    return inserted.rows.length > 0;
  }

  async addPresentation(manager: EntityManager, templateId: number): Promise<void> {
    await runSql(
      manager,
      `UPDATE ${templates} SET "presentations_count" = "presentations_count" + 1 WHERE "id" = $1`,
      [templateId],
    );
  }
}
