import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/**
 * API v1's Idempotency-Key on template uploads, kept on the template it made (as generation keeps it on
 * batches): unique per owner, with the request's fingerprint and what the upload's answer said was removed, so a
 * retry answers the first answer again.
 */
export class TemplatesIdempotencyKeys1795290000001 implements MigrationInterface {
  name = 'TemplatesIdempotencyKeys1795290000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."templates"
        ADD COLUMN "idempotency_key" varchar(255),
        ADD COLUMN "request_fingerprint" varchar(64),
        ADD COLUMN "removed_content_notices" jsonb`);
    await runner.query(`
      CREATE UNIQUE INDEX "templates_owner_idempotency_key" ON ${schema}."templates" ("owner_id", "idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."templates_owner_idempotency_key"`);
    await runner.query(`
      ALTER TABLE ${schema}."templates"
        DROP COLUMN "removed_content_notices", DROP COLUMN "request_fingerprint", DROP COLUMN "idempotency_key"`);
  }
}
