import type { MigrationInterface, QueryRunner } from 'typeorm';
import { quoteIdent, serviceSchema } from '@deckmill/database';

const schema = quoteIdent(serviceSchema('generation'));

/**
 * The views of personal links (docs/sharing.md, "Analytics"): one row per viewing of a link's deck, first-party
 * only (the viewer cookie's id hashed, the gate's address sealed, the device class, the client address truncated).
 * Views go with their link, and so with the batch. A link keeps when it was first opened (deck-opened once) and
 * how often its deck was downloaded.
 */
export class GenerationShareLinkViews1795780000000 implements MigrationInterface {
  name = 'GenerationShareLinkViews1795780000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE ${schema}."share_links"
      ADD COLUMN "first_opened_at" timestamptz,
      ADD COLUMN "download_count" integer NOT NULL DEFAULT 0`);
    await runner.query(`CREATE TABLE ${schema}."share_link_views" (
      "id" uuid PRIMARY KEY,
      "link_id" uuid NOT NULL REFERENCES ${schema}."share_links"("id") ON DELETE CASCADE,
      "batch_id" uuid NOT NULL,
      "owner_id" uuid NOT NULL,
      "viewer_hash" char(64) NOT NULL,
      "viewer_number" integer NOT NULL,
      "email_sealed" text,
      "device" varchar(16) NOT NULL,
      "network" varchar(64),
      "started_at" timestamptz NOT NULL DEFAULT now(),
      "last_seen_at" timestamptz NOT NULL DEFAULT now(),
      "ended_at" timestamptz,
      "slide_seconds" real[] NOT NULL DEFAULT '{}',
      "seconds" real NOT NULL DEFAULT 0,
      "furthest_slide" integer NOT NULL DEFAULT 0,
      "slide_count" integer NOT NULL DEFAULT 0,
      "downloads" integer NOT NULL DEFAULT 0
    )`);
    await runner.query(
      `CREATE INDEX "share_link_views_link" ON ${schema}."share_link_views" ("link_id", "started_at" DESC)`,
    );
    await runner.query(`CREATE INDEX "share_link_views_batch" ON ${schema}."share_link_views" ("batch_id")`);
    await runner.query(
      `CREATE INDEX "share_link_views_owner_recent" ON ${schema}."share_link_views" ("owner_id", "started_at" DESC)`,
    );
    // The sweep of silent views reads only the views still going on.
    await runner.query(
      `CREATE INDEX "share_link_views_open" ON ${schema}."share_link_views" ("last_seen_at") WHERE "ended_at" IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query(`DROP TABLE ${schema}."share_link_views"`);
    await runner.query(
      `ALTER TABLE ${schema}."share_links" DROP COLUMN "download_count", DROP COLUMN "first_opened_at"`,
    );
  }
}
