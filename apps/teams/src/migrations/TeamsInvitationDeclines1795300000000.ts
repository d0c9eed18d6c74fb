import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('teams'));

/**
 * Invitations wait for their invitee's answer: `declined_at` records a decline, and an index on
 * the e-mail finds a signed-in user's received invitations.
 */
export class TeamsInvitationDeclines1795300000000 implements MigrationInterface {
  name = 'TeamsInvitationDeclines1795300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."invitations" ADD COLUMN "declined_at" timestamptz`);
    await runner.query(`CREATE INDEX "invitations_email_idx" ON ${schema}."invitations" ("email")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."invitations_email_idx"`);
    await runner.query(`ALTER TABLE ${schema}."invitations" DROP COLUMN "declined_at"`);
  }
}
