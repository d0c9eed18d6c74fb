import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * Team endpoints: an endpoint belongs to a user or to a team, exactly one of them. A team's endpoints
 * hear the batches of the templates shared with the team and are managed by its admins.
 */
export class WebhooksTeamEndpoints1795370000000 implements MigrationInterface {
  name = 'WebhooksTeamEndpoints1795370000000';

  async up(runner: QueryRunner): Promise<void> {
    const endpoints = `${quoteIdent(serviceSchema('webhooks'))}."endpoints"`;
    await runner.query(`ALTER TABLE ${endpoints} ADD COLUMN "owner_team_id" integer`);
    await runner.query(`ALTER TABLE ${endpoints} ALTER COLUMN "owner_user_id" DROP NOT NULL`);
    await runner.query(
      `ALTER TABLE ${endpoints} ADD CONSTRAINT "endpoints_one_owner_check"
         CHECK (("owner_user_id" IS NULL) <> ("owner_team_id" IS NULL))`,
    );
    await runner.query(
      `CREATE INDEX "endpoints_team_idx" ON ${endpoints} ("owner_team_id", "created_at")
         WHERE "owner_team_id" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('webhooks'));
    const endpoints = `${schema}."endpoints"`;
    await runner.query(`DELETE FROM ${endpoints} WHERE "owner_team_id" IS NOT NULL`);
    await runner.query(`DROP INDEX ${schema}."endpoints_team_idx"`);
    await runner.query(`ALTER TABLE ${endpoints} DROP CONSTRAINT "endpoints_one_owner_check"`);
    await runner.query(`ALTER TABLE ${endpoints} ALTER COLUMN "owner_user_id" SET NOT NULL`);
    await runner.query(`ALTER TABLE ${endpoints} DROP COLUMN "owner_team_id"`);
  }
}
