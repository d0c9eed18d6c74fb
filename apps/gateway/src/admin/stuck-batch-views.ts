import type { RpcReply } from '@deckmill/bus-contracts';
import {
  AdminCancelledBatchSchema,
  AdminResumedBatchSchema,
  AdminStuckBatchListSchema,
  type AdminCancelledBatch,
  type AdminResumedBatch,
  type AdminStuckBatchList,
} from '@deckmill/api-contracts';

/** The admin service's stuck batches as the panel's API sends them (the template's team as `teamId`). */
export function adminStuckBatchList(
  reply: RpcReply<'admin.list-stuck-batches'>,
  minutes: number,
): AdminStuckBatchList {
  return AdminStuckBatchListSchema.parse({
    batches: reply.batches.map((batch) => ({
      ...batch,
      teamId: batch.templateTeamId,
      resumedAt: batch.resumedAt ?? null,
    })),
    pagination: reply.pagination,
    minutes,
  });
}

/** Parsed by the API schema: the owner and team ids the bus reply carries for the audit trail stay inside. */
export function adminCancelledBatch(reply: RpcReply<'admin.cancel-batch'>): AdminCancelledBatch {
  return AdminCancelledBatchSchema.parse({ ...reply, cancelledNow: reply.cancelledNow ?? true });
}

export function adminResumedBatch(reply: RpcReply<'admin.resume-batch'>): AdminResumedBatch {
  return AdminResumedBatchSchema.parse({
    ...reply,
    resumedAt: reply.resumedAt ?? null,
    skipped: reply.skipped ?? null,
  });
}
