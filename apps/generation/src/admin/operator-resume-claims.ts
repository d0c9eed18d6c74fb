import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { generationTables } from '../generation.tables';

const { batches } = generationTables;

/**
 * How long an operator's Resume holds the next one back while the batch has not moved since: its jobs may still
 * be queued behind others (the bus's own 2-minute dedupe window is far shorter than a backlog), and re-sending
 * them would render or convert the same rows again. A fixed, documented time (docs/admin.md, "Resume").
 */
export const RESUME_GUARD_MINUTES = 15;

/** A Resume's claim: `claimed` when this one may re-send, else the earlier Resume that holds it back. */
export type ResumeClaim =
  | { readonly kind: 'claimed'; readonly resumedAt: Date }
  | { readonly kind: 'held'; readonly resumedAt: Date };

/** `batches.resumed_at`, set by one statement so that two operators (or a double click) claim it once. */
@Injectable()
export class OperatorResumeClaims {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims a Resume of the batch now, unless one was claimed within the guard and the batch has not moved since. */
  async claim(batchId: string): Promise<ResumeClaim | null> {
    const [row] = await selectRows<{ resumedAt: Date; claimed: boolean }>(
      this.dataSource,
      `WITH claimed AS (
         UPDATE ${batches} SET "resumed_at" = now()
         WHERE "id" = $1 AND NOT (
           "resumed_at" IS NOT NULL AND "resumed_at" > "last_progress_at"
           AND "resumed_at" > now() - make_interval(mins => $2::integer))
         RETURNING "resumed_at")
       SELECT "resumed_at" AS "resumedAt", true AS "claimed" FROM claimed
       UNION ALL
       SELECT "resumed_at", false FROM ${batches}
       WHERE "id" = $1 AND NOT EXISTS (SELECT 1 FROM claimed)`,
      [batchId, RESUME_GUARD_MINUTES],
    );
    if (!row) return null;
    return { kind: row.claimed ? 'claimed' : 'held', resumedAt: new Date(row.resumedAt) };
  }
}
