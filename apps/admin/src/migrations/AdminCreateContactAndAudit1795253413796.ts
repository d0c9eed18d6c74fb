import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/** Contact messages from the public site and the audit trail of operator actions. */
export class AdminCreateContactAndAudit1795253413796 implements MigrationInterface {
  name = 'AdminCreateContactAndAudit1795253413796';

  async up(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('admin'));
    await runner.query(`
      CREATE TABLE ${s}."contact_messages" (
        "id" uuid PRIMARY KEY,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "company" text,
        "topic" text NOT NULL,
        "message" text NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await runner.query(
      `CREATE INDEX "contact_messages_created_at_idx" ON ${s}."contact_messages" ("created_at")`,
    );
    await runner.query(`
      CREATE TABLE ${s}."audit_entries" (
        "id" uuid PRIMARY KEY,
        "actor_id" uuid NOT NULL,
        "actor_email" text NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('user.updated', 'user.deleted')),
        "target_id" text NOT NULL,
        "target_email" text,
        "changes" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL
      )`);
    await runner.query(`CREATE INDEX "audit_entries_created_at_idx" ON ${s}."audit_entries" ("created_at")`);
  }

  async down(runner: QueryRunner): Promise<void> {
    const s = quoteIdent(serviceSchema('admin'));
    await runner.query(`DROP TABLE ${s}."audit_entries"`);
    await runner.query(`DROP TABLE ${s}."contact_messages"`);
  }
}
