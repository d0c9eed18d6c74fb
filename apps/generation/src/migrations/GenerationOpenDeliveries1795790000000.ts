import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * A batch's mails not yet settled, by row. Every mail's outcome asks whether any of its batch's mails is still
 * open (the last one stages `presentation.delivered`): counted over the whole batch, a 10,000-row batch read
 * 10,000 rows at every mail sent. Scheduling may read the `waiting` ones of a chunk's rows through it too.
 */
export class GenerationOpenDeliveries1795790000000 implements MigrationInterface {
  name = 'GenerationOpenDeliveries1795790000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE INDEX "row_deliveries_open" ON ${schema}."row_deliveries" ("batch_id", "row_number")
        WHERE "status" IN ('waiting', 'queued')`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP INDEX ${schema}."row_deliveries_open"`);
  }
}
