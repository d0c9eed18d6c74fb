import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Sending each deck to the address in column X: the batch keeps the column and the reply-to; each row
 * its recipient, the subject and body filled with its fields, and where its mail is (docs/delivery.md).
 */
export class GenerationRowDelivery1795300000000 implements MigrationInterface {
  name = 'GenerationRowDelivery1795300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE ${schema}."batches"
        ADD COLUMN "delivery_column" varchar(255),
        ADD COLUMN "delivery_reply_to" varchar(255)`);
    await runner.query(`
      CREATE TABLE ${schema}."row_deliveries" (
        "batch_id" uuid NOT NULL,
        "row_number" integer NOT NULL,
        "owner_id" uuid NOT NULL,
        "recipient" varchar(320) NOT NULL,
        "subject" text NOT NULL,
        "body" text NOT NULL,
        "status" varchar(16) NOT NULL
          CHECK ("status" IN ('waiting', 'queued', 'sent', 'failed', 'skipped')),
        "detail" text,
        "send_after" timestamptz,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("batch_id", "row_number"),
        FOREIGN KEY ("batch_id", "row_number")
          REFERENCES ${schema}."batch_rows" ("batch_id", "row_number") ON DELETE CASCADE
      )`);
    // The rate limit reads an owner's latest scheduled mails.
    await runner.query(`
      CREATE INDEX "row_deliveries_owner_send_after" ON ${schema}."row_deliveries" ("owner_id", "send_after" DESC)
        WHERE "send_after" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."row_deliveries"`);
    await runner.query(
      `ALTER TABLE ${schema}."batches" DROP COLUMN "delivery_reply_to", DROP COLUMN "delivery_column"`,
    );
  }
}
