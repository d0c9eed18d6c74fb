import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ShareLinkStats, ShareSummary, ViewerDeviceClass } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { generationTables as t } from '../generation.tables';

/** A view as stored, with the columns the owner's lists and the events need. */
export interface StoredShareView {
  readonly id: string;
  readonly linkId: string;
  readonly batchId: string;
  readonly viewerNumber: number;
  readonly emailSealed: string | null;
  readonly device: ViewerDeviceClass;
  readonly network: string | null;
  readonly startedAt: Date;
  readonly lastSeenAt: Date;
  readonly endedAt: Date | null;
  readonly slideSeconds: number[];
  readonly seconds: number;
  readonly furthestSlide: number;
  readonly slideCount: number;
  readonly downloads: number;
}

/** What the link events say of the link's row and batch. */
export interface ViewedLinkFacts {
  readonly linkId: string;
  readonly batchId: string;
  readonly batchName: string;
  readonly ownerId: string;
  readonly templateTeamId: number | null;
  readonly rowNumber: number;
  readonly fileName: string;
  readonly emailSealed: string | null;
}

/** A view of one of the owner's links, for the dashboard. */
export interface RecentView extends StoredShareView {
  readonly batchName: string;
  readonly rowNumber: number;
  readonly fileName: string;
}

export interface NewView {
  readonly linkId: string;
  readonly batchId: string;
  readonly ownerId: string;
  readonly viewerHash: string;
  /** The hash of the gate pass the viewer came through: its address goes with the view (sealed as it is). */
  readonly passHash: string | null;
  readonly device: ViewerDeviceClass;
  readonly network: string | null;
  readonly slideCount: number;
}

const VIEW_COLUMNS = `v."id", v."link_id" AS "linkId", v."batch_id" AS "batchId",
    v."viewer_number" AS "viewerNumber", v."email_sealed" AS "emailSealed", v."device", v."network",
    v."started_at" AS "startedAt", v."last_seen_at" AS "lastSeenAt", v."ended_at" AS "endedAt",
    v."slide_seconds" AS "slideSeconds", v."seconds", v."furthest_slide" AS "furthestSlide",
    v."slide_count" AS "slideCount", v."downloads"`;

/** The timeline of a link keeps its newest views. */
const VIEWS_OF_LINK = 200;
/** The silent views ended in one transaction of the sweep. */
const SWEEP_CHUNK = 500;

interface StatsRow {
  readonly linkId: string;
  readonly opens: number;
  readonly viewers: number;
  readonly firstOpenedAt: Date | null;
  readonly lastOpenedAt: Date | null;
  readonly seconds: number;
  readonly furthestSlide: number;
  readonly slideCount: number;
  readonly downloads: number;
}

/** Per link: its views summed (one grouped pass), beside what the link keeps itself. */
const STATS = `SELECT l."id" AS "linkId", COALESCE(s."opens", 0)::int AS "opens",
    COALESCE(s."viewers", 0)::int AS "viewers", l."first_opened_at" AS "firstOpenedAt",
    s."lastOpenedAt", COALESCE(s."seconds", 0)::float8 AS "seconds",
    COALESCE(s."furthestSlide", 0)::int AS "furthestSlide", COALESCE(s."slideCount", 0)::int AS "slideCount",
    l."download_count" AS "downloads"
  FROM ${t.share_links} l
  LEFT JOIN (
    SELECT v."link_id", count(*) AS "opens", count(DISTINCT v."viewer_hash") AS "viewers",
      max(v."started_at") AS "lastOpenedAt", sum(v."seconds") AS "seconds",
      max(v."furthest_slide") AS "furthestSlide", max(v."slide_count") AS "slideCount"
    FROM ${t.share_link_views} v WHERE v."batch_id" = $1 GROUP BY v."link_id"
  ) s ON s."link_id" = l."id"`;

function statsOf(row: StatsRow): ShareLinkStats {
  return {
    opens: row.opens,
    viewers: row.viewers,
    firstOpenedAt: row.firstOpenedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    seconds: Math.round(row.seconds * 10) / 10,
    furthestSlide: row.furthestSlide,
    slideCount: row.slideCount,
    downloads: row.downloads,
  };
}

/** The views of links (docs/sharing.md, "Analytics") in hand-written SQL; the lists are set-based, per batch. */
@Injectable()
export class ShareLinkViewRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Starts a view in the caller's transaction: the link's row is locked so viewer numbers are handed out one at
   * a time; `firstOpen` is true for the one view that opened the link first.
   */
  async start(manager: EntityManager, view: NewView): Promise<{ view: StoredShareView; firstOpen: boolean }> {
    await manager.query(`SELECT 1 FROM ${t.share_links} WHERE "id" = $1 FOR UPDATE`, [view.linkId]);
    const rows: StoredShareView[] = await manager.query(
      `WITH number AS (
         SELECT COALESCE(
           (SELECT "viewer_number" FROM ${t.share_link_views} WHERE "link_id" = $2 AND "viewer_hash" = $5 LIMIT 1),
           (SELECT COALESCE(max("viewer_number"), 0) + 1 FROM ${t.share_link_views} WHERE "link_id" = $2)
         ) AS n
       )
       INSERT INTO ${t.share_link_views} AS v ("id", "link_id", "batch_id", "owner_id", "viewer_hash",
         "viewer_number", "email_sealed", "device", "network", "slide_count")
       SELECT $1, $2, $3, $4, $5, number.n,
         (SELECT "email_sealed" FROM ${t.share_link_passes} WHERE "pass_hash" = $6 AND "link_id" = $2),
         $7, $8, $9
       FROM number
       RETURNING ${VIEW_COLUMNS}`,
      [
        randomUUID(),
        view.linkId,
        view.batchId,
        view.ownerId,
        view.viewerHash,
        view.passHash,
        view.device,
        view.network,
        view.slideCount,
      ],
    );
    const opened = await runSql(
      manager,
      `UPDATE ${t.share_links} SET "first_opened_at" = now()
       WHERE "id" = $1 AND "first_opened_at" IS NULL RETURNING "id"`,
      [view.linkId],
    );
    return { view: rows[0] as StoredShareView, firstOpen: opened.rows.length > 0 };
  }

  /** A view of the link, locked for the caller's transaction, with how long it has lasted; null when not the link's. */
  async lockOfLink(
    manager: EntityManager,
    linkId: string,
    viewId: string,
  ): Promise<(StoredShareView & { readonly elapsedSeconds: number }) | null> {
    const rows: (StoredShareView & { elapsedSeconds: number })[] = await manager.query(
      `SELECT ${VIEW_COLUMNS}, EXTRACT(EPOCH FROM (now() - v."started_at"))::float8 AS "elapsedSeconds"
       FROM ${t.share_link_views} v WHERE v."id" = $1 AND v."link_id" = $2 FOR UPDATE`,
      [viewId, linkId],
    );
    return rows[0] ?? null;
  }

  /** New totals of a view still going on; `ended` ends it now (once: a view ended before is left as it is). */
  async report(
    manager: EntityManager,
    viewId: string,
    totals: { slideSeconds: readonly number[]; seconds: number; furthestSlide: number },
    ended: boolean,
  ): Promise<StoredShareView | null> {
    const { rows } = await runSql<StoredShareView>(
      manager,
      `UPDATE ${t.share_link_views} v SET "slide_seconds" = $2::real[], "seconds" = $3, "furthest_slide" = $4,
         "last_seen_at" = now(), "ended_at" = CASE WHEN $5::boolean THEN now() ELSE NULL END
       WHERE v."id" = $1 AND v."ended_at" IS NULL
       RETURNING ${VIEW_COLUMNS}`,
      [viewId, [...totals.slideSeconds], totals.seconds, totals.furthestSlide, ended],
    );
    return rows[0] ?? null;
  }

  /** Ends views silent since before `silentSince` (at their last sign of life), a chunk at a time; skips locked. */
  async endSilent(manager: EntityManager, silentSince: Date): Promise<StoredShareView[]> {
    const result = await runSql<StoredShareView>(
      manager,
      `WITH silent AS (
         SELECT "id" FROM ${t.share_link_views}
         WHERE "ended_at" IS NULL AND "last_seen_at" < $1
         ORDER BY "last_seen_at" LIMIT ${SWEEP_CHUNK} FOR UPDATE SKIP LOCKED
       )
       UPDATE ${t.share_link_views} v SET "ended_at" = v."last_seen_at"
       FROM silent WHERE v."id" = silent."id" AND v."ended_at" IS NULL
       RETURNING ${VIEW_COLUMNS}`,
      [silentSince],
    );
    return result.rows;
  }

  /** What the events say of these links' rows and batches. */
  async linkFacts(manager: EntityManager, linkIds: readonly string[]): Promise<ViewedLinkFacts[]> {
    if (linkIds.length === 0) return [];
    return manager.query(
      `SELECT l."id" AS "linkId", l."batch_id" AS "batchId", b."name" AS "batchName", b."owner_id" AS "ownerId",
         b."template_team_id" AS "templateTeamId", l."row_number" AS "rowNumber", r."file_name" AS "fileName",
         l."email_sealed" AS "emailSealed"
       FROM ${t.share_links} l
       JOIN ${t.batch_rows} r ON r."batch_id" = l."batch_id" AND r."row_number" = l."row_number"
       JOIN ${t.batches} b ON b."id" = l."batch_id"
       WHERE l."id" = ANY($1::uuid[])`,
      [[...linkIds]],
    );
  }

  /** A download through the link, and through the view when the request named one of the link's. */
  async countDownload(linkId: string, viewId: string | null): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE ${t.share_links} SET "download_count" = "download_count" + 1 WHERE "id" = $1`,
        [linkId],
      );
      if (viewId) {
        await manager.query(
          `UPDATE ${t.share_link_views} SET "downloads" = "downloads" + 1, "last_seen_at" = now()
           WHERE "id" = $1 AND "link_id" = $2`,
          [viewId, linkId],
        );
      }
    });
  }

  /** The link's newest views. */
  async ofLink(linkId: string): Promise<StoredShareView[]> {
    return this.dataSource.query(
      `SELECT ${VIEW_COLUMNS} FROM ${t.share_link_views} v WHERE v."link_id" = $1
       ORDER BY v."started_at" DESC, v."id" LIMIT ${VIEWS_OF_LINK}`,
      [linkId],
    );
  }

  /** A page of the batch's views, oldest first, after the view `afterId` (null: from the first); with each row. */
  async pageOfBatch(
    batchId: string,
    afterId: string | null,
    limit: number,
  ): Promise<(StoredShareView & { readonly rowNumber: number })[]> {
    // The cursor is compared in the database: started_at keeps microseconds a JavaScript date would lose.
    return this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, l."row_number" AS "rowNumber"
       FROM ${t.share_link_views} v JOIN ${t.share_links} l ON l."id" = v."link_id"
       WHERE v."batch_id" = $1 AND ($2::uuid IS NULL OR (v."started_at", v."id") >
         (SELECT a."started_at", a."id" FROM ${t.share_link_views} a WHERE a."id" = $2::uuid))
       ORDER BY v."started_at", v."id" LIMIT $3`,
      [batchId, afterId, limit],
    );
  }

  /** The newest views of the owner's links. */
  async recentOfOwner(ownerId: string, limit: number): Promise<RecentView[]> {
    return this.dataSource.query(
      `SELECT ${VIEW_COLUMNS}, b."name" AS "batchName", l."row_number" AS "rowNumber", r."file_name" AS "fileName"
       FROM ${t.share_link_views} v
       JOIN ${t.share_links} l ON l."id" = v."link_id"
       JOIN ${t.batch_rows} r ON r."batch_id" = l."batch_id" AND r."row_number" = l."row_number"
       JOIN ${t.batches} b ON b."id" = l."batch_id"
       WHERE v."owner_id" = $1
       ORDER BY v."started_at" DESC, v."id" LIMIT $2`,
      [ownerId, limit],
    );
  }

  /** Every link of the batch with its stats, in one grouped query. */
  async statsOfBatch(batchId: string): Promise<Map<string, ShareLinkStats>> {
    const rows: StatsRow[] = await this.dataSource.query(`${STATS} WHERE l."batch_id" = $1`, [batchId]);
    return new Map(rows.map((row) => [row.linkId, statsOf(row)]));
  }

  async statsOfLink(batchId: string, linkId: string): Promise<ShareLinkStats | null> {
    const rows: StatsRow[] = await this.dataSource.query(`${STATS} WHERE l."batch_id" = $1 AND l."id" = $2`, [
      batchId,
      linkId,
    ]);
    return rows[0] ? statsOf(rows[0]) : null;
  }

  /**
   * The batch's links together, set-based: opened links over those that are active or were opened, the median of
   * opened links' visible seconds, and the five slides seen longest over every view.
   */
  async summaryOfBatch(batchId: string): Promise<ShareSummary> {
    const [totals] = (await this.dataSource.query(
      `WITH per_link AS (
         SELECT l."id", l."first_opened_at", (
             l."first_opened_at" IS NOT NULL OR (
               l."revoked_at" IS NULL AND (l."expires_at" IS NULL OR l."expires_at" > now())
               AND r."status" = 'done' AND r."output_key" IS NOT NULL AND b."decks_deleted_at" IS NULL)
           ) AS "counted",
           COALESCE(s."seconds", 0) AS "seconds"
         FROM ${t.share_links} l
         JOIN ${t.batch_rows} r ON r."batch_id" = l."batch_id" AND r."row_number" = l."row_number"
         JOIN ${t.batches} b ON b."id" = l."batch_id"
         LEFT JOIN (
           SELECT "link_id", sum("seconds") AS "seconds" FROM ${t.share_link_views}
           WHERE "batch_id" = $1 GROUP BY "link_id"
         ) s ON s."link_id" = l."id"
         WHERE l."batch_id" = $1
       )
       SELECT count(*)::int AS "links", count(*) FILTER (WHERE "first_opened_at" IS NOT NULL)::int AS "opened",
         count(*) FILTER (WHERE "counted")::int AS "counted",
         (percentile_cont(0.5) WITHIN GROUP (ORDER BY "seconds") FILTER (WHERE "first_opened_at" IS NOT NULL))::float8
           AS "medianSeconds"
       FROM per_link`,
      [batchId],
    )) as { links: number; opened: number; counted: number; medianSeconds: number | null }[];
    const topSlides: { slide: number; seconds: number }[] = await this.dataSource.query(
      `SELECT s."slide"::int AS "slide", sum(s."seconds")::float8 AS "seconds"
       FROM ${t.share_link_views} v, unnest(v."slide_seconds") WITH ORDINALITY AS s("seconds", "slide")
       WHERE v."batch_id" = $1 AND s."seconds" > 0
       GROUP BY s."slide" ORDER BY sum(s."seconds") DESC, s."slide" LIMIT 5`,
      [batchId],
    );
    const opened = totals?.opened ?? 0;
    const counted = totals?.counted ?? 0;
    const median = totals?.medianSeconds ?? null;
    // The rate's denominator is what the owner reads as "of N links": a revoked or expired link never opened
    // is not a link that could have been.
    return {
      links: counted,
      opened,
      openRate: counted === 0 ? 0 : Math.min(1, opened / counted),
      medianSeconds: median === null ? null : Math.round(median * 10) / 10,
      topSlides: topSlides.map((row) => ({ slide: row.slide, seconds: Math.round(row.seconds * 10) / 10 })),
    };
  }
}
