import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/** Batches already counted in presentations_count, so a redelivered event never counts twice. */
export class TemplatesCountPresentations1795254017993 implements MigrationInterface {
  name = 'TemplatesCountPresentations1795254017993';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."counted_presentations" (
        "batch_id" uuid PRIMARY KEY,
        "template_id" integer NOT NULL,
        "counted_at" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."counted_presentations"`);
  }
}
