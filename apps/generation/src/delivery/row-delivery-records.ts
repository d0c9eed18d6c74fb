import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { generationTables } from '../generation.tables';
import type { RowCipher } from '../shared';
import type { PlannedDelivery } from './delivery-plan';

const { row_deliveries: deliveries } = generationTables;
const ROWS_PER_STATEMENT = 1000;

/**
 * Stores every row's mail of a new batch (its texts sealed: they come from the row), inside the transaction that
 * stores the batch (whose delivery column and reply-to BatchRepository.setDelivery sets).
 */
export async function insertRowDeliveries(
  manager: EntityManager,
  cipher: RowCipher,
  batch: {
    readonly id: string;
    readonly ownerId: string;
  },
  plan: readonly PlannedDelivery[],
): Promise<void> {
  const sealed = (mail: PlannedDelivery) => ({ ...mail, ...cipher.sealMail(batch.id, mail.row, mail) });
  for (let start = 0; start < plan.length; start += ROWS_PER_STATEMENT) {
    await runSql(
      manager,
      `INSERT INTO ${deliveries}
         ("batch_id", "row_number", "owner_id", "recipient", "subject", "body", "status", "detail")
       SELECT $1, d."row", $2, d."recipient", d."subject", d."body", d."status", d."detail"
       FROM jsonb_to_recordset($3::jsonb)
         AS d("row" integer, "recipient" text, "subject" text, "body" text, "status" text, "detail" text)`,
      [batch.id, batch.ownerId, JSON.stringify(plan.slice(start, start + ROWS_PER_STATEMENT).map(sealed))],
    );
  }
}
