import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import {
  AdminOperatedBatchSchema,
  AdminPaginationSchema,
  AdminResentWorkSchema,
  AdminStuckBatchSchema,
  MAX_STUCK_MINUTES,
  OutputFormatsSchema,
  PresentationStatusSchema,
} from '../shared/api-vocabulary';

/**
 * The operators' stuck-batch list and its actions (docs/admin.md, "Stuck batches"). Generation serves
 * the batches and the actions from its `admin/` module; the admin service adds owners' e-mails, pages and the
 * audit trail's operator events; the gateway calls the admin service.
 */
const UserId = z.string().uuid();
const BatchId = z.string().uuid();
const Actor = z.object({ actorId: UserId, actorEmail: z.string() });
/** Minutes without progress after which an unfinished batch counts as stuck: one minute to a week. */
export const StuckForMinutesSchema = z.number().int().min(1).max(MAX_STUCK_MINUTES);

/**
 * An unfinished batch that made no progress for the threshold, with what helps decide what to do: the panel's
 * row (`shared/api-vocabulary.ts`) without the owner's e-mail, which the admin service adds. The bus keeps its
 * own words and checks: `templateTeamId` for the API's `teamId`, uuids, the known statuses and formats, and
 * `resumedAt` optional (additive within v1).
 */
export const StuckBatchRecordSchema = AdminStuckBatchSchema.omit({ ownerEmail: true, teamId: true }).extend({
  id: BatchId,
  ownerId: UserId,
  /** The template's team (its members see the batch too); null for a private template. */
  templateTeamId: z.number().int().nullable(),
  status: PresentationStatusSchema,
  formats: OutputFormatsSchema,
  resumedAt: z.string().nullable().optional(),
});
export type StuckBatchRecord = z.infer<typeof StuckBatchRecordSchema>;

/** A batch an operator acted on, as it is after the action; the owner and team are for the audit trail. */
export const OperatedBatchSchema = AdminOperatedBatchSchema.extend({
  id: BatchId,
  ownerId: UserId,
  templateTeamId: z.number().int().nullable(),
  status: PresentationStatusSchema,
});

/**
 * A Cancel's answer. `cancelledNow` is false when the batch was cancelled before (by its owner, or by an earlier
 * Cancel), and no operator cancel is to be recorded. Optional, so an additive change within v1: a generation of
 * before it answers without the field, which the admin service reads as cancelled now (as it did then).
 */
export const CancelledBatchSchema = OperatedBatchSchema.extend({ cancelledNow: z.boolean().optional() });
export type CancelledBatch = z.infer<typeof CancelledBatchSchema>;

/**
 * A Resume's answer. `resumedAt`: when an operator last resumed the batch (this Resume, or the earlier one that
 * held it back); `skipped: 'resumed_recently'` when nothing was re-sent because of that earlier Resume
 * (docs/admin.md). Both optional: additive within v1, absent from a generation of before them.
 */
export const ResumedBatchSchema = OperatedBatchSchema.extend({
  resent: AdminResentWorkSchema,
  resumedAt: z.string().nullable().optional(),
  skipped: z.enum(['resumed_recently']).optional(),
});
export type ResumedBatch = z.infer<typeof ResumedBatchSchema>;

export const StuckBatchesRpc = {
  /** Longest without progress first. */
  'generation.admin-list-stuck-batches': defineRpc(
    'generation.admin-list-stuck-batches',
    1,
    z.object({
      page: z.number().int().positive(),
      perPage: z.number().int().min(1).max(100),
      stuckForMinutes: StuckForMinutesSchema,
    }),
    z.object({ batches: z.array(StuckBatchRecordSchema), totalCount: z.number().int() }),
  ),
  /** The resume sweep's step for one batch, whatever its consumers hold; not_found for an unknown batch. */
  'generation.admin-resume-batch': defineRpc(
    'generation.admin-resume-batch',
    1,
    z.object({ batchId: BatchId }),
    ResumedBatchSchema,
  ),
  /** The owner's cancellation, asked by an operator: conflict once finished, idempotent once cancelled. */
  'generation.admin-cancel-batch': defineRpc(
    'generation.admin-cancel-batch',
    1,
    z.object({ batchId: BatchId }),
    CancelledBatchSchema,
  ),
  'admin.list-stuck-batches': defineRpc(
    'admin.list-stuck-batches',
    1,
    z.object({ page: z.number().int().positive(), stuckForMinutes: StuckForMinutesSchema }),
    z.object({
      batches: z.array(StuckBatchRecordSchema.extend({ ownerEmail: z.string().nullable() })),
      pagination: AdminPaginationSchema,
    }),
  ),
  /** Resumes the batch and announces `operator.batch-resumed` for the audit trail. */
  'admin.resume-batch': defineRpc(
    'admin.resume-batch',
    1,
    Actor.extend({ batchId: BatchId }),
    ResumedBatchSchema,
  ),
  /** Cancels the batch and, when this Cancel cancelled it, announces `operator.batch-cancelled` for the audit trail. */
  'admin.cancel-batch': defineRpc(
    'admin.cancel-batch',
    1,
    Actor.extend({ batchId: BatchId }),
    CancelledBatchSchema,
  ),
} as const;
