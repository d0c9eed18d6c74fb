import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@deckmill/messaging';

/** The transactional outbox: events staged with the state change they describe, published by the relay. */
export class TemplatesCreateOutbox1795257395262 implements MigrationInterface {
  name = 'TemplatesCreateOutbox1795257395262';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner, 'templates');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTable(runner, 'templates');
  }
}
