import type { RpcReply } from '@deckmill/bus-contracts';
import type { Batch } from '../batches';

export type OperatedBatch = Omit<RpcReply<'generation.admin-cancel-batch'>, 'cancelledNow'>;

/** A batch as an operator's action answers it. */
export function toOperatedBatch(batch: Batch): OperatedBatch {
  return {
    id: batch.id,
    name: batch.name,
    ownerId: batch.ownerId,
    templateTeamId: batch.templateTeamId,
    status: batch.status,
    rowCount: batch.rowCount,
    rowsDone: batch.rowsDone,
    rowsFailed: batch.rowsFailed,
  };
}
