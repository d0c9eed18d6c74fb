import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Deck notices (docs/sharing.md, "Notices"): a batch may ask to e-mail its owner when a deck is viewed
 * (`notify_by_email`); a link remembers when it last gave a notice (`notified_at`, at most one an hour); and a
 * notice about a view names it (`view_id`), one per view, so the batch's own notices stay one per batch and kind.
 */
export class GenerationDeckNotices1795780001500 implements MigrationInterface {
  name = 'GenerationDeckNotices1795780001500';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(
      `ALTER TABLE ${schema}."share_settings" ADD COLUMN "notify_by_email" boolean NOT NULL DEFAULT false`,
    );
    await runner.query(`ALTER TABLE ${schema}."share_links" ADD COLUMN "notified_at" timestamptz`);
    await runner.query(`ALTER TABLE ${schema}."notifications" ADD COLUMN "view_id" uuid`);
    await runner.query(
      `ALTER TABLE ${schema}."notifications" DROP CONSTRAINT "notifications_batch_id_kind_key"`,
    );
    await runner.query(`CREATE UNIQUE INDEX "notifications_batch_kind" ON ${schema}."notifications"
      ("batch_id", "kind") WHERE "view_id" IS NULL`);
    await runner.query(`CREATE UNIQUE INDEX "notifications_view" ON ${schema}."notifications" ("view_id")
      WHERE "view_id" IS NOT NULL`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DELETE FROM ${schema}."notifications" WHERE "view_id" IS NOT NULL`);
    await runner.query(`DROP INDEX ${schema}."notifications_view"`);
    await runner.query(`DROP INDEX ${schema}."notifications_batch_kind"`);
    await runner.query(`ALTER TABLE ${schema}."notifications" ADD UNIQUE ("batch_id", "kind")`);
    await runner.query(`ALTER TABLE ${schema}."notifications" DROP COLUMN "view_id"`);
    await runner.query(`ALTER TABLE ${schema}."share_links" DROP COLUMN "notified_at"`);
    await runner.query(`ALTER TABLE ${schema}."share_settings" DROP COLUMN "notify_by_email"`);
  }
}
