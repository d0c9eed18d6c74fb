import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * How the web app looks for each account (the account menu's System, Light, Dark). Every existing account
 * starts at `system`, which follows the device as before.
 */
export class IdentityThemePreference1796000000000 implements MigrationInterface {
  name = 'IdentityThemePreference1796000000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(
      `ALTER TABLE ${schema}."users" ADD COLUMN "theme_preference" text NOT NULL DEFAULT 'system' ` +
        `CONSTRAINT "users_theme_preference_check" CHECK ("theme_preference" IN ('system', 'light', 'dark'))`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`ALTER TABLE ${schema}."users" DROP COLUMN "theme_preference"`);
  }
}
