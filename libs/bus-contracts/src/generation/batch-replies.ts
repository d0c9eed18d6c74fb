import { z } from 'zod';
import { OutputFormatsSchema, PresentationStatusSchema } from '../shared/api-vocabulary';

/**
 * Generation's answers about batches, in its own words: ids and domain data, no URLs. The gateway maps them
 * to the API's presentations and adds where the files are served
 * (`apps/gateway/src/presentations/presentation-views.ts`).
 */
export const BatchListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  templateName: z.string(),
  status: PresentationStatusSchema,
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  /** Rows done or failed out of rowCount, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  createdAt: z.string(),
  /** The batch has finished with at least one deck: its ZIP may be taken. */
  downloadAvailable: z.boolean(),
  /** What each row comes out as; a batch stored before answers pptx. */
  formats: OutputFormatsSchema.default(['pptx']),
  /** When the finished batch's decks will be deleted under its plan; null while it runs or once deleted. */
  decksExpireAt: z.string().nullable().default(null),
  /** When its decks, PDFs and archives were deleted (expired or asked for); null while they are kept. */
  decksDeletedAt: z.string().nullable().default(null),
  decksDeletedReason: z.enum(['requested', 'expired']).nullable().default(null),
  /** Its number in its line of "Run again" (1 for a first run). Optional for an older generation. */
  runNumber: z.number().int().positive().optional(),
});
export type BatchListItem = z.infer<typeof BatchListItemSchema>;

export const PageInfoSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const BatchListPageSchema = z.object({
  batches: z.array(BatchListItemSchema),
  pagination: PageInfoSchema,
});
export type BatchListPage = z.infer<typeof BatchListPageSchema>;

/**
 * `converting`: the deck is made and its PDF is being made (batches that want PDF). `cancelled`: the batch was
 * cancelled before the row was made; it is never rendered afterwards.
 */
export const BATCH_ROW_STATUSES = ['pending', 'converting', 'done', 'failed', 'cancelled'] as const;

export const ROW_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type RowDeliveryStatus = (typeof ROW_DELIVERY_STATUSES)[number];

/** A row's mail to its recipient; `detail` says why it was skipped or the SMTP server's answer. */
export const RowDeliverySchema = z.object({
  status: z.enum(ROW_DELIVERY_STATUSES),
  recipient: z.string(),
  detail: z.string().nullable(),
  updatedAt: z.string(),
});
export type RowDelivery = z.infer<typeof RowDeliverySchema>;

/** A batch's mails by status, and the column they were addressed from. */
export const BatchDeliverySchema = z.object({
  column: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type BatchDelivery = z.infer<typeof BatchDeliverySchema>;

export const BatchRowSchema = z.object({
  /** 1-based data row number (the CSV's header is not counted). */
  row: z.number().int(),
  fileName: z.string(),
  status: z.enum(BATCH_ROW_STATUSES),
  failureReason: z.string().nullable(),
  /** The row's PDF has been made (batches that asked for PDF). */
  pdfAvailable: z.boolean().default(false),
  /** The stored PDF's size, null without one. */
  pdfSizeBytes: z.number().int().nullable().default(null),
  /** Fonts drawn with another family in the PDF, "Calibri → Carlito". */
  fontSubstitutions: z.array(z.string()).default([]),
  /** Batches that mail each deck; null otherwise. */
  delivery: RowDeliverySchema.nullable().default(null),
  /**
   * What the row's deck made do without: an image that could not be had (the frame kept the
   * template's picture), a chart field that matched no series. The row is still done.
   */
  notes: z.array(z.string()).default([]),
});
export type BatchRow = z.infer<typeof BatchRowSchema>;

/** One batch of a line made by "Run again with new data". */
export const BatchRunSchema = z.object({
  id: z.string(),
  runNumber: z.number().int().positive(),
  status: PresentationStatusSchema,
  rowCount: z.number().int(),
  createdAt: z.string(),
});
export type BatchRun = z.infer<typeof BatchRunSchema>;

export const BatchDetailSchema = BatchListItemSchema.extend({
  templateId: z.number().int(),
  completedAt: z.string().nullable(),
  fileNamePattern: z.string(),
  failedRows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /** Batches that mail each deck; null otherwise. */
  delivery: BatchDeliverySchema.nullable().default(null),
  rows: z.array(BatchRowSchema),
  rowsPagination: PageInfoSchema,
  /** Every run of its line, oldest first (one entry for a batch never run again). Optional for an older generation. */
  runs: z.array(BatchRunSchema).optional(),
  /** The actor may run it again now: its owner, finished, made since mappings were kept. */
  canRunAgain: z.boolean().optional(),
});
export type BatchDetail = z.infer<typeof BatchDetailSchema>;

/** A batch's status and counts alone, asked once a second per open progress stream. */
export const BatchProgressSchema = BatchListItemSchema.pick({
  id: true,
  status: true,
  rowCount: true,
  rowsDone: true,
  rowsFailed: true,
  progress: true,
});
export type BatchProgress = z.infer<typeof BatchProgressSchema>;

/** A batch just stored: its rows are generated afterwards. */
export const CreatedBatchSchema = z.object({
  id: z.string(),
  status: PresentationStatusSchema,
  rowCount: z.number().int(),
});
export type CreatedBatch = z.infer<typeof CreatedBatchSchema>;

export const BATCH_NOTIFICATION_KINDS = [
  'presentation.completed',
  'presentation.failed',
  // A view of one of the batch's personal links ended (at most one a deck an hour; docs/sharing.md, "Notices").
  'presentation.deck-viewed',
] as const;
export type BatchNotificationKind = (typeof BATCH_NOTIFICATION_KINDS)[number];

/** An in-app notice about a batch (it finished, or one of its decks was viewed); the gateway links it to the batch's page. */
export const BatchNotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BATCH_NOTIFICATION_KINDS),
  batchId: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type BatchNotification = z.infer<typeof BatchNotificationSchema>;
