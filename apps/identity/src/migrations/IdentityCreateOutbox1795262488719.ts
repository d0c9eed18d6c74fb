import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createOutboxTable, dropOutboxTable } from '@deckmill/messaging';

/** The transactional outbox: user.* events and account mails staged with the change, published by the relay. */
export class IdentityCreateOutbox1795262488719 implements MigrationInterface {
  name = 'IdentityCreateOutbox1795262488719';

  async up(runner: QueryRunner): Promise<void> {
    await createOutboxTable(runner, 'identity');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxTable(runner, 'identity');
  }
}
