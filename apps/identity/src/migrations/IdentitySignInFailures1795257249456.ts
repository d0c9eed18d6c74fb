import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/** Lockout moves from the user row to one row per account and client address (see credentials/lockout.ts). */
export class IdentitySignInFailures1795257249456 implements MigrationInterface {
  name = 'IdentitySignInFailures1795257249456';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`
      CREATE TABLE ${schema}."sign_in_failures" (
        "user_id" uuid NOT NULL REFERENCES ${schema}."users" ("id") ON DELETE CASCADE,
        "client" text NOT NULL,
        "failed_count" integer NOT NULL DEFAULT 0,
        "locked_at" timestamptz,
        PRIMARY KEY ("user_id", "client")
      )`);
    await runner.query(`ALTER TABLE ${schema}."users" DROP COLUMN "failed_sign_in_count"`);
    await runner.query(`ALTER TABLE ${schema}."users" DROP COLUMN "locked_at"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`ALTER TABLE ${schema}."users" ADD COLUMN "locked_at" timestamptz`);
    await runner.query(
      `ALTER TABLE ${schema}."users" ADD COLUMN "failed_sign_in_count" integer NOT NULL DEFAULT 0`,
    );
    await runner.query(`DROP TABLE ${schema}."sign_in_failures"`);
  }
}
