import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addOutboxHeaders, dropOutboxHeaders } from '@deckmill/messaging';

/** Each staged message keeps its request context, so the relay publishes who did it and from where. */
export class TeamsOutboxHeaders1795422000000 implements MigrationInterface {
  name = 'TeamsOutboxHeaders1795422000000';

  async up(runner: QueryRunner): Promise<void> {
    await addOutboxHeaders(runner, 'teams');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxHeaders(runner, 'teams');
  }
}
