import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const notifications = `${quoteIdent(serviceSchema('generation'))}."notifications"`;

/**
 * A service builds no web-page path. A notification's `url` (the batch's page) was read by nothing
 * since the gateway links a notice from its `batchId`; the column goes.
 */
export class GenerationDropNotificationUrl1795290000000 implements MigrationInterface {
  name = 'GenerationDropNotificationUrl1795290000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${notifications} DROP COLUMN "url"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${notifications} ADD COLUMN "url" varchar(255)`);
    await runner.query(`UPDATE ${notifications} SET "url" = '/app/presentations/' || "batch_id"`);
    await runner.query(`ALTER TABLE ${notifications} ALTER COLUMN "url" SET NOT NULL`);
  }
}
