import type { DataSource, MigrationInterface, QueryRunner } from 'typeorm';
import { defineServiceDatabase, openTestDatabase, quoteIdent, serviceSchema } from '@deckmill/database';
import { addOutboxHeaders, dropOutboxHeaders } from '../../src/outbox/outbox-table';

/** The service whose schema holds the outbox under test (prefixed per Jest worker). */
export const OUTBOX_TEST_SERVICE = 'outbox_spec';

/** The same table every service's <Service>CreateOutbox migration creates. */
class OutboxSpecCreateOutbox1795300000000 implements MigrationInterface {
  name = 'OutboxSpecCreateOutbox1795300000000';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema(OUTBOX_TEST_SERVICE));
    await runner.query(`
      CREATE TABLE ${s}."outbox" (
        "id" bigserial PRIMARY KEY,
        "message_id" text NOT NULL UNIQUE,
        "kind" text NOT NULL CHECK ("kind" IN ('event', 'job')),
        "key" text NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL,
        "published_at" timestamptz
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${quoteIdent(serviceSchema(OUTBOX_TEST_SERVICE))}."outbox"`);
  }
}

/** The column every service's <Service>OutboxHeaders migration adds. */
class OutboxSpecOutboxHeaders1795422000000 implements MigrationInterface {
  name = 'OutboxSpecOutboxHeaders1795422000000';

  async up(runner: QueryRunner): Promise<void> {
    await addOutboxHeaders(runner, OUTBOX_TEST_SERVICE);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropOutboxHeaders(runner, OUTBOX_TEST_SERVICE);
  }
}

export function openOutboxTestDatabase(): Promise<DataSource> {
  return openTestDatabase([
    defineServiceDatabase(OUTBOX_TEST_SERVICE, {
      entities: [],
      migrations: [OutboxSpecCreateOutbox1795300000000, OutboxSpecOutboxHeaders1795422000000],
    }),
  ]);
}
