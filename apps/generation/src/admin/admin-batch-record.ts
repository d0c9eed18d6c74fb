import type { RpcReply } from '@deckmill/bus-contracts';
import type { Batch } from '../batches';

export type AdminBatchRecord = RpcReply<'generation.admin-get-presentation'>;

export function toAdminBatchRecord(batch: Batch): AdminBatchRecord {
  return {
    id: batch.id,
    name: batch.name,
    ownerId: batch.ownerId,
    templateId: batch.templateId,
    templateName: batch.templateName,
    status: batch.status,
    rowCount: batch.rowCount,
    rowsDone: batch.rowsDone,
    rowsFailed: batch.rowsFailed,
    createdAt: batch.createdAt.toISOString(),
    completedAt: batch.completedAt?.toISOString() ?? null,
  };
}
