import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

export class GenerationCreateBatches1795260000000 implements MigrationInterface {
  name = 'GenerationCreateBatches1795260000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."batches" (
        "id" uuid PRIMARY KEY,
        "owner_id" uuid NOT NULL,
        "name" varchar(255) NOT NULL,
        "template_id" integer NOT NULL,
        "template_name" varchar(255) NOT NULL,
        "template_file_key" varchar(1024) NOT NULL,
        "template_team_id" integer,
        "file_name_pattern" varchar(200) NOT NULL,
        "watermark" boolean NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending'
          CHECK ("status" IN ('pending', 'processing', 'completed', 'failed')),
        "row_count" integer NOT NULL CHECK ("row_count" > 0),
        "rows_done" integer NOT NULL DEFAULT 0,
        "rows_failed" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "completed_at" timestamptz,
        "announced_at" timestamptz
      )`);
    await runner.query(
      `CREATE INDEX "batches_owner_created_idx" ON ${schema}."batches" ("owner_id", "created_at" DESC)`,
    );
    await runner.query(
      `CREATE INDEX "batches_unfinished_idx" ON ${schema}."batches" ("status") WHERE "announced_at" IS NULL`,
    );
    await runner.query(`
      CREATE TABLE ${schema}."batch_rows" (
        "batch_id" uuid NOT NULL REFERENCES ${schema}."batches" ("id") ON DELETE CASCADE,
        "row_number" integer NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'done', 'failed')),
        "values" jsonb NOT NULL,
        "file_name" varchar(255) NOT NULL,
        "output_key" varchar(1024),
        "size_bytes" integer,
        "attempts" integer NOT NULL DEFAULT 0,
        "failure_reason" text,
        PRIMARY KEY ("batch_id", "row_number")
      )`);
    await runner.query(`
      CREATE TABLE ${schema}."notifications" (
        "id" SERIAL PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "batch_id" uuid NOT NULL,
        "kind" varchar(32) NOT NULL,
        "title" varchar(255) NOT NULL,
        "body" text NOT NULL,
        "url" varchar(255) NOT NULL,
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("batch_id", "kind")
      )`);
    await runner.query(
      `CREATE INDEX "notifications_user_idx" ON ${schema}."notifications" ("user_id", "created_at" DESC)`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."notifications"`);
    await runner.query(`DROP TABLE ${schema}."batch_rows"`);
    await runner.query(`DROP TABLE ${schema}."batches"`);
  }
}
