import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * API v1's `Idempotency-Key` is kept on the batch it created (the gateway owns nothing durable),
 * unique per owner, with a fingerprint of the request so a different request reusing the key is refused.
 */
export class GenerationIdempotencyKeys1795280000001 implements MigrationInterface {
  name = 'GenerationIdempotencyKeys1795280000001';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        ADD COLUMN "idempotency_key" varchar(255),
        ADD COLUMN "request_fingerprint" varchar(64)`);
    await runner.query(`
      CREATE UNIQUE INDEX "batches_owner_idempotency_key" ON ${schema}."batches" ("owner_id", "idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."batches_owner_idempotency_key"`);
    await runner.query(
      `ALTER TABLE ${schema}."batches" DROP COLUMN "request_fingerprint", DROP COLUMN "idempotency_key"`,
    );
  }
}
