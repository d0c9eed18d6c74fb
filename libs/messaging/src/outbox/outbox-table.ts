import type { QueryRunner } from 'typeorm';
import { serviceTables } from '@deckmill/database';

/** The qualified name of a service's outbox table (`"<schema>"."outbox"`), created by the service's migration. */
export function outboxTable(service: string): string {
  return serviceTables(service, ['outbox']).outbox;
}

/**
 * Creates a service's outbox table and its pending-rows index. Each service calls it from its own migration
 * (the table lives in the service's schema), so the outbox's shape is defined once, beside the code using it.
 */
export async function createOutboxTable(runner: QueryRunner, service: string): Promise<void> {
  const table = outboxTable(service);
  await runner.query(`
    CREATE TABLE ${table} (
      "id" bigserial PRIMARY KEY,
      "message_id" text NOT NULL UNIQUE,
      "kind" text NOT NULL CHECK ("kind" IN ('event', 'job')),
      "key" text NOT NULL,
      "payload" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL,
      "published_at" timestamptz
    )`);
  await runner.query(`CREATE INDEX "outbox_pending_idx" ON ${table} ("id") WHERE "published_at" IS NULL`);
}

export async function dropOutboxTable(runner: QueryRunner, service: string): Promise<void> {
  await runner.query(`DROP TABLE ${outboxTable(service)}`);
}

/**
 * The request context (request id, actor, client address, user agent) of the use case that staged a
 * row, so the relay publishes it with the headers of the request that caused it, whoever flushes it.
 */
export async function addOutboxHeaders(runner: QueryRunner, service: string): Promise<void> {
  await runner.query(`ALTER TABLE ${outboxTable(service)} ADD COLUMN "headers" jsonb`);
}

export async function dropOutboxHeaders(runner: QueryRunner, service: string): Promise<void> {
  await runner.query(`ALTER TABLE ${outboxTable(service)} DROP COLUMN "headers"`);
}
