import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * Each API key says what it may do in API v1 (`read`, `generate`, `manage`). Keys made before could
 * do everything, so they keep all three; a new key names its own (no default).
 */
export class IdentityApiKeyScopes1795290000000 implements MigrationInterface {
  name = 'IdentityApiKeyScopes1795290000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(
      `ALTER TABLE ${schema}."api_keys" ADD COLUMN "scopes" text[] NOT NULL DEFAULT '{read,generate,manage}'`,
    );
    await runner.query(`ALTER TABLE ${schema}."api_keys" ALTER COLUMN "scopes" DROP DEFAULT`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`ALTER TABLE ${schema}."api_keys" DROP COLUMN "scopes"`);
  }
}
