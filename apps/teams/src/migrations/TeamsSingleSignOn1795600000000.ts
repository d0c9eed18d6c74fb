import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('teams'));

/**
 * A team's OpenID Connect configuration (the client secret sealed with the field encryption) and
 * its e-mail domains. A domain may be listed by several teams but verified for one only (the partial unique
 * index), so a sign-in address always names one team.
 */
export class TeamsSingleSignOn1795600000000 implements MigrationInterface {
  name = 'TeamsSingleSignOn1795600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."sso_configs" (
        "team_id" integer PRIMARY KEY REFERENCES ${schema}."teams" ("id") ON DELETE CASCADE,
        "issuer_url" varchar(500) NOT NULL,
        "client_id" varchar(255) NOT NULL,
        "client_secret" text NOT NULL,
        "enforced" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`
      CREATE TABLE ${schema}."sso_domains" (
        "id" SERIAL PRIMARY KEY,
        "team_id" integer NOT NULL REFERENCES ${schema}."sso_configs" ("team_id") ON DELETE CASCADE,
        "domain" varchar(253) NOT NULL,
        "verification_token" varchar(64) NOT NULL,
        "verified_at" timestamptz,
        "verified_by" varchar(16) CHECK ("verified_by" IN ('dns', 'operator')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("team_id", "domain"),
        CHECK (("verified_at" IS NULL) = ("verified_by" IS NULL))
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "sso_domains_verified_domain_key" ON ${schema}."sso_domains" ("domain") WHERE "verified_at" IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."sso_domains"`);
    await runner.query(`DROP TABLE ${schema}."sso_configs"`);
  }
}
