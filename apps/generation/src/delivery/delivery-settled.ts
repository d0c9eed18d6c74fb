import type { EntityManager } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import type { OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';

const { batches, row_deliveries: deliveries } = generationTables;

interface Tally {
  ownerId: string;
  templateTeamId: number | null;
  delivered: number;
  failed: number;
}

/**
 * Serialises the settling of one batch's mails: each outcome takes the batch's row lock first (a failed row's skip
 * holds it from failing the row, the finalizer takes it before any mail), so the last one to commit sees every
 * other and no two both believe another row is still open.
 */
export async function lockBatchDeliveries(manager: EntityManager, batchId: string): Promise<void> {
  await runSql(manager, `SELECT 1 FROM ${batches} WHERE "id" = $1 FOR UPDATE`, [batchId]);
}

/**
 * Once no row's mail is waiting or queued any more, `presentation.delivered` (the audit trail's
 * `batch.delivered`) is staged in the caller's transaction, once per batch (its message id is the batch's).
 */
export async function stageDeliveredWhenSettled(
  manager: EntityManager,
  outbox: OutboxWriter,
  batchId: string,
  occurredAt: string,
): Promise<boolean> {
  // Asked at every mail's outcome, answered from the open mails' index; the whole batch is counted only once
  // none is open, by the last outcomes.
  const open = await selectRows(
    manager,
    `SELECT 1 FROM ${deliveries} WHERE "batch_id" = $1 AND "status" IN ('waiting', 'queued') LIMIT 1`,
    [batchId],
  );
  if (open.length > 0) return false;
  const [tally] = await selectRows<Tally>(
    manager,
    `SELECT b."owner_id" AS "ownerId", b."template_team_id" AS "templateTeamId",
            (count(*) FILTER (WHERE d."status" = 'sent'))::int AS "delivered",
            (count(*) FILTER (WHERE d."status" = 'failed'))::int AS "failed"
     FROM ${batches} AS b JOIN ${deliveries} AS d ON d."batch_id" = b."id"
     WHERE b."id" = $1 GROUP BY b."owner_id", b."template_team_id"`,
    [batchId],
  );
  if (!tally || tally.delivered + tally.failed === 0) return false;
  await outbox.stage(manager, {
    kind: 'event',
    key: 'presentation.delivered',
    payload: {
      batchId,
      ownerId: tally.ownerId,
      templateTeamId: tally.templateTeamId,
      delivered: tally.delivered,
      failed: tally.failed,
      occurredAt,
    },
    messageId: `presentation.delivered:${batchId}`,
  });
  return true;
}
