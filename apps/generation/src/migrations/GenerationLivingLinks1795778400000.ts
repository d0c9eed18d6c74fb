import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * Living links, drawing ahead and links in the delivery mail (docs/sharing.md): a batch's key column and
 * draw-ahead choice, each link's keyed hash of its row's key and its pin, and what a batch's mails carry.
 */
export class GenerationLivingLinks1795778400000 implements MigrationInterface {
  name = 'GenerationLivingLinks1795778400000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."share_settings"
      ADD COLUMN "key_column" varchar(255),
      ADD COLUMN "draw_ahead" boolean NOT NULL DEFAULT false`);
    await runner.query(`ALTER TABLE ${schema}."share_links"
      ADD COLUMN "key_hash" char(64),
      ADD COLUMN "pinned" boolean NOT NULL DEFAULT false`);
    // A later run finds the done row with a link's key among its line's batches.
    await runner.query(
      `CREATE INDEX "share_links_key_hash" ON ${schema}."share_links" ("key_hash", "batch_id")
       WHERE "key_hash" IS NOT NULL`,
    );
    await runner.query(`ALTER TABLE ${schema}."batches" ADD COLUMN "delivery_content" varchar(16)`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."batches" DROP COLUMN "delivery_content"`);
    await runner.query(`DROP INDEX ${schema}."share_links_key_hash"`);
    await runner.query(`ALTER TABLE ${schema}."share_links" DROP COLUMN "pinned", DROP COLUMN "key_hash"`);
    await runner.query(
      `ALTER TABLE ${schema}."share_settings" DROP COLUMN "draw_ahead", DROP COLUMN "key_column"`,
    );
  }
}
