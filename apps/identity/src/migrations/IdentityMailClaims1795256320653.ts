import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * A mail is claimed before it is delivered and marked sent afterwards, so two deliveries of the same
 * `mail.send` job (a duplicate enqueue, a redelivery) never both send it.
 */
export class IdentityMailClaims1795256320653 implements MigrationInterface {
  name = 'IdentityMailClaims1795256320653';

  async up(runner: QueryRunner): Promise<void> {
    const table = `${quoteIdent(serviceSchema('identity'))}."sent_mails"`;
    await runner.query(`ALTER TABLE ${table} ADD COLUMN "claimed_at" timestamptz`);
    await runner.query(`UPDATE ${table} SET "claimed_at" = "sent_at"`);
    await runner.query(`ALTER TABLE ${table} ALTER COLUMN "claimed_at" SET NOT NULL`);
    await runner.query(`ALTER TABLE ${table} ALTER COLUMN "sent_at" DROP NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const table = `${quoteIdent(serviceSchema('identity'))}."sent_mails"`;
    await runner.query(`DELETE FROM ${table} WHERE "sent_at" IS NULL`);
    await runner.query(`ALTER TABLE ${table} ALTER COLUMN "sent_at" SET NOT NULL`);
    await runner.query(`ALTER TABLE ${table} DROP COLUMN "claimed_at"`);
  }
}
