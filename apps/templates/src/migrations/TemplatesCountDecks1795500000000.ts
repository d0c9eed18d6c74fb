import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('templates'));

/**
 * The decks made from each template (what the UI calls its presentations), beside `presentations_count`, which
 * counts its batches. Counted from completed batches from now on: earlier batches' decks are generation's
 * records, which this service does not read.
 */
export class TemplatesCountDecks1795500000000 implements MigrationInterface {
  name = 'TemplatesCountDecks1795500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${schema}."templates" ADD COLUMN "decks_count" integer NOT NULL DEFAULT 0`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."templates" DROP COLUMN "decks_count"`);
  }
}
