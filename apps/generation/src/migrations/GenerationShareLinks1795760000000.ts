import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Personal links to decks (docs/sharing.md): a batch's defaults, one link per row, the hashes of tokens a link
 * had before it was regenerated (they answer 410, not 404), and the passes of viewers through an e-mail gate.
 * Everything goes with its batch.
 */
export class GenerationShareLinks1795760000000 implements MigrationInterface {
  name = 'GenerationShareLinks1795760000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE TABLE ${schema}."share_settings" (
      "batch_id" uuid PRIMARY KEY REFERENCES ${schema}."batches"("id") ON DELETE CASCADE,
      "access" varchar(16) NOT NULL,
      "gate" varchar(16) NOT NULL,
      "gate_column" varchar(255),
      "expires_at" timestamptz
    )`);
    await runner.query(`CREATE TABLE ${schema}."share_links" (
      "id" uuid PRIMARY KEY,
      "batch_id" uuid NOT NULL REFERENCES ${schema}."batches"("id") ON DELETE CASCADE,
      "row_number" integer NOT NULL,
      "token_hash" char(64) NOT NULL UNIQUE,
      "token_sealed" text NOT NULL,
      "email_sealed" text,
      "access" varchar(16) NOT NULL,
      "gate" varchar(16) NOT NULL,
      "expires_at" timestamptz,
      "revoked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      UNIQUE ("batch_id", "row_number")
    )`);
    await runner.query(`CREATE TABLE ${schema}."share_link_retired_tokens" (
      "token_hash" char(64) PRIMARY KEY,
      "link_id" uuid NOT NULL REFERENCES ${schema}."share_links"("id") ON DELETE CASCADE,
      "retired_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE TABLE ${schema}."share_link_passes" (
      "pass_hash" char(64) PRIMARY KEY,
      "link_id" uuid NOT NULL REFERENCES ${schema}."share_links"("id") ON DELETE CASCADE,
      "email_sealed" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await runner.query(`CREATE INDEX "share_link_passes_link" ON ${schema}."share_link_passes" ("link_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."share_link_passes"`);
    await runner.query(`DROP TABLE ${schema}."share_link_retired_tokens"`);
    await runner.query(`DROP TABLE ${schema}."share_links"`);
    await runner.query(`DROP TABLE ${schema}."share_settings"`);
  }
}
