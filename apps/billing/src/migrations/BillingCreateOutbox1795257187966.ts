import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@deckmill/messaging';

/** The transactional outbox: events staged with the state change they describe, published by the relay. */
export class BillingCreateOutbox1795257187966 implements MigrationInterface {
  name = 'BillingCreateOutbox1795257187966';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner, 'billing');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTable(runner, 'billing');
  }
}
