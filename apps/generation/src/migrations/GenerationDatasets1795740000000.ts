import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Datasets: a data file uploaded once, then named by id in preflights and batches. A batch records the
 * dataset it was made from (null for one sent with its file).
 */
export class GenerationDatasets1795740000000 implements MigrationInterface {
  name = 'GenerationDatasets1795740000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."datasets" (
        "id" uuid PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "format" varchar(8) NOT NULL,
        "kind" varchar(8) NOT NULL,
        "row_count" integer NOT NULL,
        "contents_key" text NOT NULL,
        "summary" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX "datasets_owner" ON ${schema}."datasets" ("owner_id", "created_at")`);
    await runner.query(`CREATE INDEX "datasets_expiry" ON ${schema}."datasets" ("expires_at")`);
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "dataset_id" uuid NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "dataset_id"`);
    await runner.query(`DROP TABLE ${schema}."datasets"`);
  }
}
