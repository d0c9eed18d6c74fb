import { z } from 'zod';
import { AdminPaginationSchema } from './http';

/** The stuck-batch list's thresholds the panel offers, in minutes (any whole number from 1 to 10,080 works). */
export const STUCK_THRESHOLD_CHOICES = [10, 30, 60, 240, 1440] as const;
export const DEFAULT_STUCK_MINUTES = 10;
/** The longest threshold, a week: the panel's query and the bus's `stuckForMinutes` both stop here. */
export const MAX_STUCK_MINUTES = 10_080;

/** `GET /api/admin/batches/stuck?minutes=&page=`: a bad or missing value reads as the default (10) and page 1. */
export const AdminStuckBatchesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_STUCK_MINUTES)
    .catch(DEFAULT_STUCK_MINUTES)
    .default(DEFAULT_STUCK_MINUTES),
});

/** An unfinished batch with no progress for `minutes` (docs/admin.md, "Stuck batches"). */
export const AdminStuckBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  ownerId: z.string(),
  /** Null when the owner's account is gone. */
  ownerEmail: z.string().nullable(),
  /** The template's team, whose members see the batch too; null for a private template. */
  teamId: z.number().int().nullable(),
  formats: z.array(z.string()),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  /** Rows rendered and waiting for their PDF. */
  rowsConverting: z.number().int(),
  createdAt: z.string(),
  lastProgressAt: z.string(),
  /** When an operator last resumed it; null if never. */
  resumedAt: z.string().nullable(),
  /** Of the newest 200 dead letters, those of this batch's jobs; null when the dead letters could not be read. */
  deadLetters: z.number().int().nullable(),
});
export type AdminStuckBatch = z.infer<typeof AdminStuckBatchSchema>;

export const AdminStuckBatchListSchema = z.object({
  batches: z.array(AdminStuckBatchSchema),
  pagination: AdminPaginationSchema,
  /** The threshold the list was made with. */
  minutes: z.number().int(),
});
export type AdminStuckBatchList = z.infer<typeof AdminStuckBatchListSchema>;

/** A batch after an operator's Resume or Cancel. */
export const AdminOperatedBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
});
export type AdminOperatedBatch = z.infer<typeof AdminOperatedBatchSchema>;

/** `POST /api/admin/batches/{id}/cancel`: `cancelledNow` false when the batch had been cancelled before. */
export const AdminCancelledBatchSchema = AdminOperatedBatchSchema.extend({ cancelledNow: z.boolean() });
export type AdminCancelledBatch = z.infer<typeof AdminCancelledBatchSchema>;

/** What a Resume sent again: chunk jobs, conversion jobs, and whether the finalizer. */
export const AdminResentWorkSchema = z.object({
  chunks: z.number().int(),
  conversions: z.number().int(),
  finalizer: z.boolean(),
});
export type AdminResentWork = z.infer<typeof AdminResentWorkSchema>;

/**
 * `POST /api/admin/batches/{id}/resume`: the batch, and the jobs sent again; `skipped` says why nothing was
 * (`resumed_recently`: resumed at `resumedAt`, under 15 minutes ago, and no progress since).
 */
export const AdminResumedBatchSchema = AdminOperatedBatchSchema.extend({
  resent: AdminResentWorkSchema,
  resumedAt: z.string().nullable(),
  skipped: z.enum(['resumed_recently']).nullable(),
});
export type AdminResumedBatch = z.infer<typeof AdminResumedBatchSchema>;
