import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/** Users, sessions, emailed tokens, API keys and the sent-mail log. */
export class IdentityCreateAccounts1795252762311 implements MigrationInterface {
  name = 'IdentityCreateAccounts1795252762311';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('identity'));
    await runner.query(`
      CREATE TABLE ${s}."users" (
        "id" uuid PRIMARY KEY,
        "email" text NOT NULL,
        "name" text NOT NULL,
        "company" text,
        "admin" boolean NOT NULL DEFAULT false,
        "subscription_tier" text NOT NULL DEFAULT 'free'
          CHECK ("subscription_tier" IN ('free', 'starter', 'professional', 'enterprise')),
        "pending_subscription_tier" text
          CHECK ("pending_subscription_tier" IN ('free', 'starter', 'professional', 'enterprise')),
        "pending_tier_effective_at" timestamptz,
        "password_hash" text NOT NULL,
        "confirmed_at" timestamptz,
        "unconfirmed_email" text,
        "failed_sign_in_count" integer NOT NULL DEFAULT 0,
        "locked_at" timestamptz,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL,
        CONSTRAINT "users_email_lower_case" CHECK ("email" = lower("email"))
      )`);
    await runner.query(`CREATE UNIQUE INDEX "users_email_key" ON ${s}."users" ("email")`);
    await runner.query(`
      CREATE TABLE ${s}."sessions" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
        "token_hash" text NOT NULL,
        "remember_me" boolean NOT NULL,
        "user_agent" text,
        "created_at" timestamptz NOT NULL,
        "last_seen_at" timestamptz NOT NULL,
        "expires_at" timestamptz
      )`);
    await runner.query(`CREATE UNIQUE INDEX "sessions_token_hash_key" ON ${s}."sessions" ("token_hash")`);
    await runner.query(`CREATE INDEX "sessions_user_id_idx" ON ${s}."sessions" ("user_id")`);
    await runner.query(`
      CREATE TABLE ${s}."account_tokens" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
        "purpose" text NOT NULL CHECK ("purpose" IN ('confirm-email', 'reset-password', 'unlock-account')),
        "token_hash" text NOT NULL,
        "email" text,
        "created_at" timestamptz NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz
      )`);
    await runner.query(
      `CREATE UNIQUE INDEX "account_tokens_token_hash_key" ON ${s}."account_tokens" ("token_hash")`,
    );
    await runner.query(
      `CREATE INDEX "account_tokens_user_purpose_idx" ON ${s}."account_tokens" ("user_id", "purpose")`,
    );
    await runner.query(`
      CREATE TABLE ${s}."api_keys" (
        "id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES ${s}."users" ("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "prefix" text NOT NULL,
        "token_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "last_used_at" timestamptz
      )`);
    await runner.query(`CREATE UNIQUE INDEX "api_keys_token_hash_key" ON ${s}."api_keys" ("token_hash")`);
    await runner.query(`CREATE INDEX "api_keys_user_id_idx" ON ${s}."api_keys" ("user_id")`);
    await runner.query(`
      CREATE TABLE ${s}."sent_mails" (
        "mail_id" text PRIMARY KEY,
        "template" text NOT NULL,
        "sent_at" timestamptz NOT NULL
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('identity'));
    for (const table of ['sent_mails', 'api_keys', 'account_tokens', 'sessions', 'users']) {
      await runner.query(`DROP TABLE ${s}.${quoteIdent(table)}`);
    }
  }
}
