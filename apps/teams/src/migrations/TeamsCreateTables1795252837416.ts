import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('teams'));

export class TeamsCreateTables1795252837416 implements MigrationInterface {
  name = 'TeamsCreateTables1795252837416';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."teams" (
        "id" SERIAL PRIMARY KEY,
        "short_id" varchar(16) NOT NULL UNIQUE,
        "name" varchar(100) NOT NULL,
        "creator_id" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "teams_creator_id_idx" ON ${schema}."teams" ("creator_id")`);
    await runner.query(`
      CREATE TABLE ${schema}."memberships" (
        "id" SERIAL PRIMARY KEY,
        "team_id" integer NOT NULL REFERENCES ${schema}."teams" ("id") ON DELETE CASCADE,
        "user_id" uuid NOT NULL,
        "role" varchar(16) NOT NULL CHECK ("role" IN ('admin', 'member')),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        UNIQUE ("team_id", "user_id")
      )`);
    await runner.query(`CREATE INDEX "memberships_user_id_idx" ON ${schema}."memberships" ("user_id")`);
    await runner.query(`
      CREATE TABLE ${schema}."invitations" (
        "id" SERIAL PRIMARY KEY,
        "team_id" integer NOT NULL REFERENCES ${schema}."teams" ("id") ON DELETE CASCADE,
        "email" varchar(255) NOT NULL,
        "role" varchar(16) NOT NULL CHECK ("role" IN ('admin', 'member')),
        "token_hash" varchar(64) NOT NULL UNIQUE,
        "invited_by" uuid NOT NULL,
        "send_count" integer NOT NULL DEFAULT 1,
        "expires_at" timestamptz NOT NULL,
        "accepted_at" timestamptz,
        "revoked_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query(`CREATE INDEX "invitations_team_id_idx" ON ${schema}."invitations" ("team_id")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."invitations"`);
    await runner.query(`DROP TABLE ${schema}."memberships"`);
    await runner.query(`DROP TABLE ${schema}."teams"`);
  }
}
