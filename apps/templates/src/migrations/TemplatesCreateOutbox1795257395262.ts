import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/** The transactional outbox: messages staged with the state change they describe, published by the relay. */
export class TemplatesCreateOutbox1795257395262 implements MigrationInterface {
  name = 'TemplatesCreateOutbox1795257395262';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('templates'));
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
    await runner.query(
      `CREATE INDEX "outbox_pending_idx" ON ${s}."outbox" ("id") WHERE "published_at" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${quoteIdent(serviceSchema('templates'))}."outbox"`);
  }
}
