import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * An account's mail slots are counted in a ledger that outlives batches (deleting a batch no
 * longer frees its hour), and a mail's job is staged only when its slot is due (`staged_at`), so no mail waits
 * on the bus (docs/delivery.md, "Rate limit").
 */
export class GenerationDeliveryLedger1795320500000 implements MigrationInterface {
  name = 'GenerationDeliveryLedger1795320500000';

  async up(runner: QueryRunner): Promise<void> {
    // No foreign key: the point is that a slot stays counted after its batch is deleted. Pruned after the hour.
    await runner.query(`
      CREATE TABLE ${schema}."delivery_ledger" (
        "batch_id" uuid NOT NULL,
        "row_number" integer NOT NULL,
        "owner_id" uuid NOT NULL,
        "slot_at" timestamptz NOT NULL,
        PRIMARY KEY ("batch_id", "row_number")
      )`);
    await runner.query(
      `CREATE INDEX "delivery_ledger_owner_slot" ON ${schema}."delivery_ledger" ("owner_id", "slot_at" DESC)`,
    );
    await runner.query(`
      INSERT INTO ${schema}."delivery_ledger" ("batch_id", "row_number", "owner_id", "slot_at")
      SELECT "batch_id", "row_number", "owner_id", "send_after" FROM ${schema}."row_deliveries"
      WHERE "send_after" IS NOT NULL`);
    await runner.query(`ALTER TABLE ${schema}."row_deliveries" ADD COLUMN "staged_at" timestamptz`);
    // Mails queued before this release already have their job on the bus.
    await runner.query(`
      UPDATE ${schema}."row_deliveries" SET "staged_at" = "updated_at" WHERE "send_after" IS NOT NULL`);
    // The sweeper's question: which queued mails are due and not staged yet.
    await runner.query(`
      CREATE INDEX "row_deliveries_due" ON ${schema}."row_deliveries" ("send_after")
        WHERE "status" = 'queued' AND "staged_at" IS NULL`);
    await runner.query(`DROP INDEX ${schema}."row_deliveries_owner_send_after"`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE INDEX "row_deliveries_owner_send_after" ON ${schema}."row_deliveries" ("owner_id", "send_after" DESC)
        WHERE "send_after" IS NOT NULL`);
    await runner.query(`DROP INDEX ${schema}."row_deliveries_due"`);
    await runner.query(`ALTER TABLE ${schema}."row_deliveries" DROP COLUMN "staged_at"`);
    await runner.query(`DROP TABLE ${schema}."delivery_ledger"`);
  }
}
