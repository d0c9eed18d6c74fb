import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * "Run again with new data": a batch keeps the mappings it was made with, and a run made from it records the
 * first batch of its line (`run_of`, null for that first one) and its number in the line.
 */
export class GenerationBatchRuns1795750000000 implements MigrationInterface {
  name = 'GenerationBatchRuns1795750000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "data_mapping" text NULL`);
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "section_mapping" text NULL`);
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "run_of" uuid NULL`);
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "run_number" integer NOT NULL DEFAULT 1`);
    // A name the person gave carries over to a run; a default one ("<template> · <file> · <date>") is made anew.
    await runner.query(
      `ALTER TABLE ${schema}."batches" ADD COLUMN "name_given" boolean NOT NULL DEFAULT false`,
    );
    await runner.query(
      `CREATE INDEX "batches_run_of" ON ${schema}."batches" ("run_of") WHERE "run_of" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."batches_run_of"`);
    for (const column of ['name_given', 'run_number', 'run_of', 'section_mapping', 'data_mapping']) {
      await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "${column}"`);
    }
  }
}
