import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * Endpoints (the signing secret encrypted at rest), deliveries (one per event and endpoint, with the exact body
 * sent on every attempt) and the attempts' log.
 */
export class WebhooksCreateTables1795360000000 implements MigrationInterface {
  name = 'WebhooksCreateTables1795360000000';

  async up(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('webhooks'));
    await runner.query(`
      CREATE TABLE ${schema}."endpoints" (
        "id" uuid PRIMARY KEY,
        "owner_user_id" uuid NOT NULL,
        "endpoint" text NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "event_types" text[] NOT NULL,
        "secret_ciphertext" text NOT NULL,
        "created_at" timestamptz NOT NULL,
        "disabled_at" timestamptz
      )`);
    await runner.query(
      `CREATE INDEX "endpoints_owner_idx" ON ${schema}."endpoints" ("owner_user_id", "created_at")`,
    );
    await runner.query(`
      CREATE TABLE ${schema}."deliveries" (
        "id" uuid PRIMARY KEY,
        "endpoint_id" uuid NOT NULL REFERENCES ${schema}."endpoints" ("id") ON DELETE CASCADE,
        "event_id" text NOT NULL,
        "event_type" text NOT NULL,
        "body" text NOT NULL,
        "attempt_count" integer NOT NULL DEFAULT 0,
        "last_status_code" integer,
        "last_error_reason" text,
        "next_attempt_at" timestamptz,
        "delivered_at" timestamptz,
        "failed_at" timestamptz,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "deliveries_endpoint_event_key" UNIQUE ("endpoint_id", "event_id")
      )`);
    await runner.query(
      `CREATE INDEX "deliveries_endpoint_created_idx" ON ${schema}."deliveries" ("endpoint_id", "created_at" DESC)`,
    );
    await runner.query(`
      CREATE TABLE ${schema}."delivery_attempts" (
        "delivery_id" uuid NOT NULL REFERENCES ${schema}."deliveries" ("id") ON DELETE CASCADE,
        "attempt" integer NOT NULL,
        "attempted_at" timestamptz NOT NULL,
        "status_code" integer,
        "error_reason" text,
        PRIMARY KEY ("delivery_id", "attempt")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const schema = quoteIdent(serviceSchema('webhooks'));
    await runner.query(`DROP TABLE ${schema}."delivery_attempts"`);
    await runner.query(`DROP TABLE ${schema}."deliveries"`);
    await runner.query(`DROP TABLE ${schema}."endpoints"`);
  }
}
