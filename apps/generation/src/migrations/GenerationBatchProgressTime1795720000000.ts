import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * When a batch last moved (a row rendered, converted or failed, or the batch started), so operators can
 * list the unfinished batches that stopped moving (docs/admin.md, "Stuck batches"). Written by the statements
 * that already update the batch's counters, so it costs no extra write per row. Existing batches start from the
 * migration's time: an upgrade flags nothing at once, and a batch that truly stopped shows after the threshold.
 */
export class GenerationBatchProgressTime1795720000000 implements MigrationInterface {
  name = 'GenerationBatchProgressTime1795720000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${schema}."batches" ADD COLUMN "last_progress_at" timestamptz NOT NULL DEFAULT now()`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "last_progress_at"`);
  }
}
