import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

/**
 * The mail sender's claims (one row per mailId), moved out of identity's schema with the sender. The rows
 * identity kept are copied once, so a mail sent before the move is still not sent again; identity's old
 * table is left in place and dropped by a later release (docs/decisions.md, "Mail is its own service").
 */
export class MailCreateSentMails1795349794411 implements MigrationInterface {
  name = 'MailCreateSentMails1795349794411';

  async up(runner: QueryRunner): Promise<void> {
    const table = `${quoteIdent(serviceSchema('mail'))}."sent_mails"`;
    await runner.query(`
      CREATE TABLE ${table} (
        "mail_id" text PRIMARY KEY,
        "template" text NOT NULL,
        "claimed_at" timestamptz NOT NULL,
        "sent_at" timestamptz
      )`);
    const legacy = `${quoteIdent(serviceSchema('identity'))}."sent_mails"`;
    const [found] = (await runner.query(`SELECT to_regclass($1) IS NOT NULL AS "exists"`, [legacy])) as {
      exists: boolean;
    }[];
    if (!found?.exists) return;
    await runner.query(
      `INSERT INTO ${table} ("mail_id", "template", "claimed_at", "sent_at")
       SELECT "mail_id", "template", "claimed_at", "sent_at" FROM ${legacy} ON CONFLICT ("mail_id") DO NOTHING`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${quoteIdent(serviceSchema('mail'))}."sent_mails"`);
  }
}
