import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A running batch may be cancelled by its owner. The batch becomes `cancelled`, and so do its rows that
 * were not made yet (`pending` or `converting`), which keeps every later "mark done" statement from touching them.
 */
export class GenerationCancelBatches1795325000000 implements MigrationInterface {
  name = 'GenerationCancelBatches1795325000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        DROP CONSTRAINT "batches_status_check",
        ADD CONSTRAINT "batches_status_check"
          CHECK ("status" IN ('pending', 'processing', 'completed', 'failed', 'cancelled'))`);
    await runner.query(`
      ALTER TABLE ${schema}."batch_rows"
        DROP CONSTRAINT "batch_rows_status_check",
        ADD CONSTRAINT "batch_rows_status_check"
          CHECK ("status" IN ('pending', 'converting', 'done', 'failed', 'cancelled'))`);
  }

  async down(runner: QueryRunner): Promise<void> {
    // A cancelled batch has no earlier word for itself: it reads as failed, its unmade rows as failed ones.
    await runner.query(`UPDATE ${schema}."batch_rows" SET "status" = 'failed' WHERE "status" = 'cancelled'`);
    await runner.query(`UPDATE ${schema}."batches" SET "status" = 'failed' WHERE "status" = 'cancelled'`);
    await runner.query(`
      ALTER TABLE ${schema}."batch_rows"
        DROP CONSTRAINT "batch_rows_status_check",
        ADD CONSTRAINT "batch_rows_status_check" CHECK ("status" IN ('pending', 'converting', 'done', 'failed'))`);
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        DROP CONSTRAINT "batches_status_check",
        ADD CONSTRAINT "batches_status_check" CHECK ("status" IN ('pending', 'processing', 'completed', 'failed'))`);
  }
}
