import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A batch about to reserve rows with billing, recorded before the reservation and deleted in the transaction
 * that stores the batch: one left behind is a reservation whose batch never appeared, and the sweep releases it.
 */
export class GenerationCreateReservationIntents1795262554581 implements MigrationInterface {
  name = 'GenerationCreateReservationIntents1795262554581';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ${schema}."reservation_intents" (
        "batch_id" uuid PRIMARY KEY,
        "user_id" uuid NOT NULL,
        "rows" integer NOT NULL CHECK ("rows" > 0),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "abandoned_at" timestamptz
      )`);
    await runner.query(
      `CREATE INDEX "reservation_intents_created_idx" ON ${schema}."reservation_intents" ("created_at")`,
    );
    await runner.query(
      `CREATE INDEX "reservation_intents_user_idx" ON ${schema}."reservation_intents" ("user_id")`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."reservation_intents"`);
  }
}
