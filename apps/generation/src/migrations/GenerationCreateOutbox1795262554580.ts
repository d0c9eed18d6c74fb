import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@deckmill/messaging';

/** The transactional outbox: chunk and finalize jobs, events and mails staged with the change they follow. */
export class GenerationCreateOutbox1795262554580 implements MigrationInterface {
  name = 'GenerationCreateOutbox1795262554580';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner, 'generation');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTable(runner, 'generation');
  }
}
