import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ShareLinkAccess, ShareLinkGate } from '@deckmill/bus-contracts';
import { generationTables as t } from '../generation.tables';

/** A link with what its owner's list and its viewer need of the batch and the row. */
export interface StoredShareLink {
  readonly id: string;
  readonly batchId: string;
  readonly rowNumber: number;
  readonly tokenSealed: string;
  readonly emailSealed: string | null;
  readonly access: ShareLinkAccess;
  readonly gate: ShareLinkGate;
  readonly expiresAt: Date | null;
  readonly revokedAt: Date | null;
  readonly createdAt: Date;
  readonly fileName: string;
  readonly rowStatus: string;
  readonly outputKey: string | null;
  readonly sizeBytes: number | null;
  readonly pdfKey: string | null;
  readonly pdfSizeBytes: number | null;
  readonly ownerId: string;
  readonly templateTeamId: number | null;
  readonly batchName: string;
  readonly decksDeletedAt: Date | null;
  /** Living links: the row's key as a keyed hash (null: none) and whether the link keeps its own deck. */
  readonly keyHash: string | null;
  readonly pinned: boolean;
  /** Where the batch sits in its line of runs: the first run's id (null for the first) and its number. */
  readonly runOf: string | null;
  readonly runNumber: number;
}

/** A later run's deck a living link serves instead of its own (docs/sharing.md, "Living links"). */
export interface LaterRunDeck {
  readonly batchId: string;
  readonly rowNumber: number;
  readonly fileName: string;
  readonly outputKey: string;
  readonly sizeBytes: number | null;
  readonly pdfKey: string | null;
  readonly pdfSizeBytes: number | null;
  readonly templateTeamId: number | null;
  readonly batchName: string;
  /** When that run finished: the viewer's "Updated on". */
  readonly finishedAt: Date;
}

const SELECT = `SELECT l."id", l."batch_id" AS "batchId", l."row_number" AS "rowNumber",
    l."token_sealed" AS "tokenSealed", l."email_sealed" AS "emailSealed", l."access", l."gate",
    l."expires_at" AS "expiresAt", l."revoked_at" AS "revokedAt", l."created_at" AS "createdAt",
    r."file_name" AS "fileName", r."status" AS "rowStatus", r."output_key" AS "outputKey",
    r."size_bytes" AS "sizeBytes", r."pdf_key" AS "pdfKey", r."pdf_size_bytes" AS "pdfSizeBytes",
    b."owner_id" AS "ownerId", b."template_team_id" AS "templateTeamId", b."name" AS "batchName",
    b."decks_deleted_at" AS "decksDeletedAt", l."key_hash" AS "keyHash", l."pinned",
    b."run_of" AS "runOf", b."run_number" AS "runNumber"
  FROM ${t.share_links} l
  JOIN ${t.batch_rows} r ON r."batch_id" = l."batch_id" AND r."row_number" = l."row_number"
  JOIN ${t.batches} b ON b."id" = l."batch_id"`;

export interface LinkEdits {
  readonly expiresAt?: Date | null;
  readonly access?: ShareLinkAccess;
  readonly gate?: ShareLinkGate;
  readonly pinned?: boolean;
}

/** Reads and changes links in hand-written SQL (the list joins rows and batches). */
@Injectable()
export class ShareLinkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async ofBatch(batchId: string): Promise<StoredShareLink[]> {
    return this.dataSource.query(`${SELECT} WHERE l."batch_id" = $1 ORDER BY l."row_number"`, [batchId]);
  }

  async one(batchId: string, linkId: string): Promise<StoredShareLink | null> {
    const rows: StoredShareLink[] = await this.dataSource.query(
      `${SELECT} WHERE l."batch_id" = $1 AND l."id" = $2`,
      [batchId, linkId],
    );
    return rows[0] ?? null;
  }

  async byTokenHash(hash: string): Promise<StoredShareLink | null> {
    const rows: StoredShareLink[] = await this.dataSource.query(`${SELECT} WHERE l."token_hash" = $1`, [
      hash,
    ]);
    return rows[0] ?? null;
  }

  /**
   * Living links: the deck of the newest finished later run of the link's line that has a done row with the
   * link's key (the first such row when several share it); null when there is none. Same owner only.
   */
  async laterRunDeck(link: StoredShareLink): Promise<LaterRunDeck | null> {
    if (link.keyHash === null) return null;
    const rows: LaterRunDeck[] = await this.dataSource.query(
      `SELECT r."batch_id" AS "batchId", r."row_number" AS "rowNumber", r."file_name" AS "fileName",
              r."output_key" AS "outputKey", r."size_bytes" AS "sizeBytes", r."pdf_key" AS "pdfKey",
              r."pdf_size_bytes" AS "pdfSizeBytes", b."template_team_id" AS "templateTeamId",
              b."name" AS "batchName", COALESCE(b."completed_at", b."last_progress_at") AS "finishedAt"
       FROM ${t.share_links} l
       JOIN ${t.batches} b ON b."id" = l."batch_id"
       JOIN ${t.batch_rows} r ON r."batch_id" = l."batch_id" AND r."row_number" = l."row_number"
       WHERE l."key_hash" = $1 AND b."run_of" = $2 AND b."run_number" > $3 AND b."owner_id" = $4
         AND b."status" IN ('completed', 'failed', 'cancelled') AND b."decks_deleted_at" IS NULL
         AND r."status" = 'done' AND r."output_key" IS NOT NULL
       ORDER BY b."run_number" DESC, r."row_number"
       LIMIT 1`,
      [link.keyHash, link.runOf ?? link.batchId, link.runNumber, link.ownerId],
    );
    return rows[0] ?? null;
  }

  /** Whether the hash was a link's token before it was regenerated. */
  async wasRetired(hash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${t.share_link_retired_tokens} WHERE "token_hash" = $1`,
      [hash],
    );
    return rows.length > 0;
  }

  async change(linkId: string, changes: LinkEdits): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${t.share_links} SET
         "expires_at" = CASE WHEN $2 THEN $3::timestamptz ELSE "expires_at" END,
         "access" = COALESCE($4, "access"), "gate" = COALESCE($5, "gate"), "pinned" = COALESCE($6, "pinned")
       WHERE "id" = $1`,
      [
        linkId,
        changes.expiresAt !== undefined,
        changes.expiresAt ?? null,
        changes.access ?? null,
        changes.gate ?? null,
        changes.pinned ?? null,
      ],
    );
  }

  /** Revokes one link or all of a batch's; answers how many were active until now. */
  async revoke(manager: EntityManager, batchId: string, linkId: string | null): Promise<number> {
    const [, count] = (await manager.query(
      `UPDATE ${t.share_links} SET "revoked_at" = now()
       WHERE "batch_id" = $1 AND ($2::uuid IS NULL OR "id" = $2) AND "revoked_at" IS NULL`,
      [batchId, linkId],
    )) as [unknown, number];
    return count;
  }

  /** The link gets a new token (in the caller's transaction); the old hash answers 410; a revoked link opens again. */
  async replaceToken(manager: EntityManager, linkId: string, hash: string, sealed: string): Promise<void> {
    await manager.query(
      `INSERT INTO ${t.share_link_retired_tokens} ("token_hash", "link_id")
       SELECT "token_hash", "id" FROM ${t.share_links} WHERE "id" = $1`,
      [linkId],
    );
    await manager.query(
      `UPDATE ${t.share_links} SET "token_hash" = $2, "token_sealed" = $3, "revoked_at" = NULL WHERE "id" = $1`,
      [linkId, hash, sealed],
    );
  }

  async addPass(linkId: string, passHash: string, emailSealed: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO ${t.share_link_passes} ("pass_hash", "link_id", "email_sealed") VALUES ($1, $2, $3)`,
      [passHash, linkId, emailSealed],
    );
  }

  async hasPass(linkId: string, passHash: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM ${t.share_link_passes} WHERE "pass_hash" = $1 AND "link_id" = $2`,
      [passHash, linkId],
    );
    return rows.length > 0;
  }
}
