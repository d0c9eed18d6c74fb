import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { generationTables } from '../generation.tables';

const { share_links: shareLinks, share_settings: shareSettings } = generationTables;

/** A link's turn to give a notice, and whether its batch asked for mail. */
export interface DeckNoticeTurn {
  readonly notifyByEmail: boolean;
}

/** At most one deck notice a link an hour (`share_links.notified_at`). */
@Injectable()
export class DeckNoticeThrottle {
  /**
   * Takes the link's turn when its last notice is an hour old or it never had one, in one conditional UPDATE, so
   * two views ending at once give one notice. Null: not its turn, or the link is gone with its batch.
   */
  async claim(manager: EntityManager, linkId: string): Promise<DeckNoticeTurn | null> {
    const claimed = await runSql<{ notify_by_email: boolean | null }>(
      manager,
      `UPDATE ${shareLinks} AS l SET "notified_at" = now()
        WHERE l."id" = $1 AND (l."notified_at" IS NULL OR l."notified_at" < now() - interval '1 hour')
        RETURNING (SELECT s."notify_by_email" FROM ${shareSettings} s WHERE s."batch_id" = l."batch_id")
          AS "notify_by_email"`,
      [linkId],
    );
    const [turn] = claimed.rows;
    return turn ? { notifyByEmail: turn.notify_by_email === true } : null;
  }

  /** Whether the link's batch asked to mail its owner (read before the transaction, to look the owner up). */
  async notifiesByEmail(manager: EntityManager, linkId: string): Promise<boolean> {
    const found = await runSql<{ notify_by_email: boolean }>(
      manager,
      `SELECT s."notify_by_email" FROM ${shareLinks} l JOIN ${shareSettings} s ON s."batch_id" = l."batch_id"
        WHERE l."id" = $1`,
      [linkId],
    );
    return found.rows[0]?.notify_by_email === true;
  }
}
