import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A finished batch's decks are kept for its plan's days. `decks_kept_days` is decided from the owner's
 * plan when the batch is created, `decks_expire_at` when it is announced (finished); `decks_deleted_at` and its
 * reason record that the decks went (expired or the owner asked) while the batch and its rows stay. Batches
 * finished before this are given 30 days from now, so an upgrade deletes nobody's decks on the spot.
 */
export class GenerationDeckRetention1795330000000 implements MigrationInterface {
  name = 'GenerationDeckRetention1795330000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        ADD COLUMN "decks_kept_days" integer,
        ADD COLUMN "decks_expire_at" timestamptz,
        ADD COLUMN "decks_deleted_at" timestamptz,
        ADD COLUMN "decks_deleted_reason" varchar(16)
          CHECK ("decks_deleted_reason" IN ('requested', 'expired'))`);
    await runner.query(
      `UPDATE ${schema}."batches" SET "decks_expire_at" = now() + interval '30 days'
       WHERE "announced_at" IS NOT NULL`,
    );
    await runner.query(
      `CREATE INDEX "batches_decks_expiry_idx" ON ${schema}."batches" ("decks_expire_at")
       WHERE "decks_deleted_at" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."batches_decks_expiry_idx"`);
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        DROP COLUMN "decks_deleted_reason",
        DROP COLUMN "decks_deleted_at",
        DROP COLUMN "decks_expire_at",
        DROP COLUMN "decks_kept_days"`);
  }
}
