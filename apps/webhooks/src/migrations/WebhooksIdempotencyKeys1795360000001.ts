import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('webhooks'));

/**
 * API v1's Idempotency-Key on registering an endpoint, kept on the endpoint it made (as generation and
 * templates keep theirs): unique per user who sent it, with the request's fingerprint.
 */
export class WebhooksIdempotencyKeys1795360000001 implements MigrationInterface {
  name = 'WebhooksIdempotencyKeys1795360000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."endpoints"
        ADD COLUMN "idempotency_key" varchar(255),
        ADD COLUMN "idempotency_user_id" uuid,
        ADD COLUMN "request_fingerprint" varchar(64)`);
    await runner.query(`
      CREATE UNIQUE INDEX "endpoints_owner_idempotency_key" ON ${schema}."endpoints" ("idempotency_user_id", "idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."endpoints_owner_idempotency_key"`);
    await runner.query(
      `ALTER TABLE ${schema}."endpoints" DROP COLUMN "request_fingerprint", DROP COLUMN "idempotency_user_id", DROP COLUMN "idempotency_key"`,
    );
  }
}
