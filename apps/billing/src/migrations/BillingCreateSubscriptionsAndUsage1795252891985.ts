import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/** Subscriptions, their history with amounts, monthly usage and per-batch reservations. */
export class BillingCreateSubscriptionsAndUsage1795252891985 implements MigrationInterface {
  name = 'BillingCreateSubscriptionsAndUsage1795252891985';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('billing'));
    const tier = (column: string) =>
      `CHECK ("${column}" IN ('free', 'starter', 'professional', 'enterprise'))`;
    const period = (column: string) => `CHECK ("${column}" IN ('monthly', 'annual'))`;
    await runner.query(`
      CREATE TABLE ${s}."subscriptions" (
        "user_id" uuid PRIMARY KEY,
        "tier" text NOT NULL ${tier('tier')},
        "billing_period" text ${period('billing_period')},
        "period_start" timestamptz,
        "period_end" timestamptz,
        "pending_tier" text ${tier('pending_tier')},
        "pending_period" text ${period('pending_period')},
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX "subscriptions_period_end_idx" ON ${s}."subscriptions" ("period_end") WHERE "period_end" IS NOT NULL`,
    );
    await runner.query(`
      CREATE TABLE ${s}."subscription_changes" (
        "id" bigserial PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "kind" text NOT NULL,
        "from_tier" text ${tier('from_tier')},
        "to_tier" text NOT NULL ${tier('to_tier')},
        "billing_period" text ${period('billing_period')},
        "amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
        "currency" text NOT NULL,
        "provider" text NOT NULL,
        "provider_reference" text,
        "effective_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX "subscription_changes_user_idx" ON ${s}."subscription_changes" ("user_id", "id")`,
    );
    await runner.query(`
      CREATE TABLE ${s}."usage_months" (
        "user_id" uuid NOT NULL,
        "month" text NOT NULL CHECK ("month" ~ '^[0-9]{4}-[0-9]{2}$'),
        "used" integer NOT NULL CHECK ("used" >= 0),
        PRIMARY KEY ("user_id", "month")
      )`);
    await runner.query(`
      CREATE TABLE ${s}."usage_reservations" (
        "user_id" uuid NOT NULL,
        "batch_id" text NOT NULL,
        "month" text NOT NULL,
        "reserved" integer NOT NULL CHECK ("reserved" > 0),
        "released" integer NOT NULL DEFAULT 0 CHECK ("released" >= 0 AND "released" <= "reserved"),
        "created_at" timestamptz NOT NULL,
        PRIMARY KEY ("user_id", "batch_id")
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('billing'));
    for (const table of ['usage_reservations', 'usage_months', 'subscription_changes', 'subscriptions']) {
      await runner.query(`DROP TABLE ${s}."${table}"`);
    }
  }
}
