import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A row's deck may be done while making do without something (an image that could not be had, a
 * chart field with no series); its report lists those notes. A batch may come with an images archive.
 */
export class GenerationRowNotes1795310000000 implements MigrationInterface {
  name = 'GenerationRowNotes1795310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batch_rows" ADD COLUMN "notes" text[] NOT NULL DEFAULT '{}'`);
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "images_key" varchar(1024)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "images_key"`);
    await runner.query(`ALTER TABLE ${schema}."batch_rows" DROP COLUMN "notes"`);
  }
}
