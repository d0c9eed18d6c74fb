import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * When an operator last resumed the batch, so that a second Resume of a batch that has not
 * moved since re-sends nothing for a while (docs/admin.md, "Resume"): its jobs may still be queued.
 */
export class GenerationOperatorResumeTime1795730000000 implements MigrationInterface {
  name = 'GenerationOperatorResumeTime1795730000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "resumed_at" timestamptz`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "resumed_at"`);
  }
}
