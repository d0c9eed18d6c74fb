import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

export class TemplatesCreateTemplates1795252947711 implements MigrationInterface {
  name = 'TemplatesCreateTemplates1795252947711';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."templates" (
        "id" SERIAL PRIMARY KEY,
        "name" varchar(255) NOT NULL,
        "owner_id" uuid NOT NULL,
        "team_id" integer,
        "storage_prefix" varchar(100) NOT NULL UNIQUE,
        "file_name" varchar(255) NOT NULL,
        "size_bytes" bigint NOT NULL,
        "slide_count" integer NOT NULL,
        "placeholders" jsonb NOT NULL,
        "presentations_count" integer NOT NULL DEFAULT 0,
        "preview_status" varchar(16) NOT NULL
          CHECK ("preview_status" IN ('pending', 'ready', 'unavailable', 'failed')),
        "preview_count" integer NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "templates_owner_id_idx" ON ${schema}."templates" ("owner_id")`);
    await runner.query(`CREATE INDEX "templates_team_id_idx" ON ${schema}."templates" ("team_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."templates"`);
  }
}
