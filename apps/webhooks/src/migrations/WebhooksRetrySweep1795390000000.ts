import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('webhooks'));

/**
 * Retries are scheduled in the database and a sweeper publishes the attempts that are due.
 * `dispatched_until` is the sweeper's claim on a published attempt (another sweep publishes it again only when
 * it has not been attempted by then: a lost job). Every pending delivery gets a due time.
 */
export class WebhooksRetrySweep1795390000000 implements MigrationInterface {
  name = 'WebhooksRetrySweep1795390000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."deliveries" ADD COLUMN "dispatched_until" timestamptz`);
    await runner.query(`
      UPDATE ${schema}."deliveries" SET "next_attempt_at" = "created_at"
      WHERE "next_attempt_at" IS NULL AND "delivered_at" IS NULL AND "failed_at" IS NULL`);
    await runner.query(`
      CREATE INDEX "deliveries_pending_due" ON ${schema}."deliveries" ("next_attempt_at")
        WHERE "delivered_at" IS NULL AND "failed_at" IS NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."deliveries_pending_due"`);
    await runner.query(`ALTER TABLE ${schema}."deliveries" DROP COLUMN "dispatched_until"`);
  }
}
