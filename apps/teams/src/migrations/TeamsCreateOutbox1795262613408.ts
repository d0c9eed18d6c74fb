import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@deckmill/messaging';

/** The transactional outbox: team and member events and invitation mails staged with the change they describe. */
export class TeamsCreateOutbox1795262613408 implements MigrationInterface {
  name = 'TeamsCreateOutbox1795262613408';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner, 'teams');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTable(runner, 'teams');
  }
}
