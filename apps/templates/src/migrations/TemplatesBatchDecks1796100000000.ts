import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/**
 * The decks each counted batch made, so `decks_count` can be backfilled for the batches counted before decks
 * were (TemplatesCountDecks1795500000000 started them at 0). Those rows get NULL: "not known here yet". This
 * schema holds no deck numbers to copy (they are generation's, and services never read each other's schemas),
 * and the presentation.completed events that carried them are kept 7 days only, so no migration can fill them
 * in: the service asks generation (`generation.batch-decks`) in the background (DecksBackfill) and sums each
 * template's batches once all are known. New batches are recorded with their decks as they are counted.
 */
export class TemplatesBatchDecks1796100000000 implements MigrationInterface {
  name = 'TemplatesBatchDecks1796100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."counted_presentations" ADD COLUMN "decks" integer`);
    // The backfill's work list: small, and empty once it is done.
    await runner.query(
      `CREATE INDEX "counted_presentations_decks_unknown" ON ${schema}."counted_presentations" ("template_id")
       WHERE "decks" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."counted_presentations_decks_unknown"`);
    await runner.query(`ALTER TABLE ${schema}."counted_presentations" DROP COLUMN "decks"`);
  }
}
