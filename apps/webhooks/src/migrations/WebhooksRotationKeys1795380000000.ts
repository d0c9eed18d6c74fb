import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('webhooks'));

/**
 * API v1's Idempotency-Key on rotate_secret. The endpoint remembers the key of its last rotation, who
 * sent it and when: a retry within 24 hours answers the secret that rotation made instead of rotating again.
 */
export class WebhooksRotationKeys1795380000000 implements MigrationInterface {
  name = 'WebhooksRotationKeys1795380000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."endpoints"
        ADD COLUMN "rotation_key" varchar(255),
        ADD COLUMN "rotation_user_id" uuid,
        ADD COLUMN "rotated_at" timestamptz`);
    await runner.query(`
      CREATE INDEX "endpoints_rotation_key" ON ${schema}."endpoints" ("rotation_user_id", "rotation_key")
        WHERE "rotation_key" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."endpoints_rotation_key"`);
    await runner.query(
      `ALTER TABLE ${schema}."endpoints" DROP COLUMN "rotated_at", DROP COLUMN "rotation_user_id", DROP COLUMN "rotation_key"`,
    );
  }
}
