import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A batch formats for a locale and may come from grouped CSV rows or a JSON file. A row's `values`
 * (jsonb) now holds the deck's whole data record, nested objects and lists included; rows stored before hold
 * flat text by placeholder, which is such a record too, so they need no rewrite.
 */
export class GenerationStructuredData1795270000000 implements MigrationInterface {
  name = 'GenerationStructuredData1795270000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        ADD COLUMN "locale" varchar(35) NOT NULL DEFAULT 'en-US',
        ADD COLUMN "data_format" varchar(8) NOT NULL DEFAULT 'csv' CHECK ("data_format" IN ('csv', 'json')),
        ADD COLUMN "group_by" varchar(255)`);
    await runner.query(
      `COMMENT ON COLUMN ${schema}."batch_rows"."values" IS 'The deck''s data record (nested objects and lists)'`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`COMMENT ON COLUMN ${schema}."batch_rows"."values" IS NULL`);
    await runner.query(
      `ALTER TABLE ${schema}."batches" DROP COLUMN "group_by", DROP COLUMN "data_format", DROP COLUMN "locale"`,
    );
  }
}
