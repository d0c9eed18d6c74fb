import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * When an account first signed in by single sign-on. A team's own OpenID provider
 * vouched for such an address, so ADMIN_EMAIL never promotes it (AdminBootstrap, ConfirmEmailUseCase).
 */
export class IdentitySsoLinked1795700000000 implements MigrationInterface {
  name = 'IdentitySsoLinked1795700000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`ALTER TABLE ${schema}."users" ADD COLUMN "sso_linked_at" timestamptz NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('identity'));
    await runner.query(`ALTER TABLE ${schema}."users" DROP COLUMN "sso_linked_at"`);
  }
}
