import { z } from 'zod';
import {
  DataEncodingSchema,
  LocaleSchema,
  OUTPUT_FORMATS,
  OutputFormatsInputSchema,
} from '../generation/data-options';
import { MAX_BATCH_ROWS, PresentationStatusSchema, RowDeliverySchema } from '../generation/http';
import { PreflightReplySchema } from '../generation/preflight';
import { v1ListSchema } from './errors';

const TemplateId = z.number({ error: 'template_id must be a template id.' }).int().positive();
const TextMap = z.record(z.string(), z.string());
const DatasetId = z.string().uuid('dataset_id must be a dataset id.');

/** What both forms of POST /api/v1/batches accept besides the data. */
const BatchOptions = {
  /** Placeholder to CSV column (a CSV data file); JSON rows match the placeholders by key. */
  mapping: TextMap.optional(),
  /** Per section (list placeholder): its fields to columns or keys of the list's items. */
  section_mapping: z.record(z.string(), TextMap).optional(),
  /** One deck per value of this CSV column (CSV data files only). */
  group_by: z.string().trim().min(1).max(255).optional(),
  /** Output file names, e.g. `{{company}}.pptx` (any column or key, `{{template}}`, `{{row}}`). */
  name_pattern: z.string().trim().min(1).max(200).optional(),
  /** Formats numbers, currencies and dates (default en-US). */
  locale: LocaleSchema.optional(),
  /** The batch's name (default: "<template> · <data file name> · <date>"; JSON rows: "<template> · <date>"). */
  name: z.string().trim().min(1).max(255).optional(),
  /** What each row comes out as: `["pptx"]` (the default), `["pdf"]` or both; a form takes a comma list. */
  formats: OutputFormatsInputSchema.optional(),
  /**
   * Mail each row's deck to the address in this column or key (paid plans; the call is the confirmation). Rows
   * without a valid address are generated and marked `skipped`.
   */
  deliver_to_column: z.string().trim().min(1).max(255).optional(),
  /** A personal link for every deck (docs/sharing.md); absent: on for paid plans, off for free. */
  share_links: z.boolean({ error: 'share_links must be true or false.' }).optional(),
  /** Every link's expiry (ISO 8601 with offset); absent: never. */
  share_expires_at: z.iso
    .datetime({ offset: true, error: 'share_expires_at must be a date-time.' })
    .optional(),
  /** `view_only` (default) or `allow_download`. */
  share_access: z.enum(['view_only', 'allow_download']).optional(),
  /** Who may open a link: `none` (default), `email` (types an address), `email_match` (the row's address). */
  share_gate: z.enum(['none', 'email', 'email_match']).optional(),
  /** The column or key with each row's e-mail address (required with `share_gate: email_match`). */
  share_gate_column: z.string().trim().min(1).max(255).optional(),
  /** Living links: the column or key naming a row across runs; a run again serves each link its row's newest deck. */
  share_key_column: z.string().trim().min(1).max(255).optional(),
  /** Draw each deck's slides for the viewer as it is made, not on the first view. */
  share_draw_ahead: z.boolean({ error: 'share_draw_ahead must be true or false.' }).optional(),
  /** E-mail the key's owner when a deck is viewed (at most once a deck per hour). */
  share_notify_email: z.boolean({ error: 'share_notify_email must be true or false.' }).optional(),
};

/** The mail of `deliver_to_column`: `{{field}}` in subject and body takes the row's value. */
const DeliveryOptions = z.object({
  subject: z.string().trim().max(200, 'delivery.subject is too long (at most 200 characters).').optional(),
  body: z.string().max(5_000, 'delivery.body is too long (at most 5,000 characters).').optional(),
  reply_to: z.string().trim().max(255).optional(),
  /** What each mail carries: `attachment` (default), `link` (the row's personal link) or `both`. */
  content: z.enum(['attachment', 'link', 'both']).optional(),
});

/** POST /api/v1/batches as JSON: one deck per object of `rows` (arrays inside an object fill sections). */
export const V1CreateBatchJsonSchema = z
  .object({
    template_id: TemplateId,
    /** The data itself, or `dataset_id`: one of the two. */
    rows: z
      .array(z.record(z.string(), z.unknown()), { error: 'rows must be an array of objects.' })
      .min(1, 'rows must hold at least one object.')
      .max(MAX_BATCH_ROWS, `rows may hold at most ${MAX_BATCH_ROWS} objects.`)
      .optional(),
    /** A dataset of yours (POST /api/v1/datasets), read as it was uploaded: CSV, JSON or a workbook's sheet. */
    dataset_id: DatasetId.optional(),
    ...BatchOptions,
    delivery: DeliveryOptions.optional(),
  })
  .meta({ id: 'CreateBatchJson' });
export type V1CreateBatchJson = z.infer<typeof V1CreateBatchJsonSchema>;

/** POST /api/v1/batches as a multipart form: `data_file` (.csv or .json), or `dataset_id`, and these text fields. */
export const V1CreateBatchFormSchema = z
  .object({
    template_id: z.coerce.number({ error: 'template_id must be a template id.' }).int().positive(),
    /** Instead of `data_file`: a dataset of yours (POST /api/v1/datasets). */
    dataset_id: DatasetId.optional(),
    mapping: z.string().optional(),
    section_mapping: z.string().optional(),
    group_by: BatchOptions.group_by,
    /** A CSV data file's encoding; absent: detected from its bytes (UTF-8, UTF-16, else Windows-1252). */
    data_encoding: DataEncodingSchema.optional(),
    name_pattern: BatchOptions.name_pattern,
    locale: BatchOptions.locale,
    name: BatchOptions.name,
    formats: BatchOptions.formats,
    deliver_to_column: BatchOptions.deliver_to_column,
    /** The mail's subject, body and reply-to as `delivery[subject]`, `delivery[body]`, `delivery[reply_to]`. */
    'delivery[subject]': DeliveryOptions.shape.subject,
    'delivery[body]': DeliveryOptions.shape.body,
    'delivery[reply_to]': DeliveryOptions.shape.reply_to,
    'delivery[content]': DeliveryOptions.shape.content,
    /** The `share_*` options as text fields (`true` or `false` for the switches). */
    share_links: z.enum(['true', 'false'], { error: 'share_links must be true or false.' }).optional(),
    share_expires_at: BatchOptions.share_expires_at,
    share_access: BatchOptions.share_access,
    share_gate: BatchOptions.share_gate,
    share_gate_column: BatchOptions.share_gate_column,
    share_key_column: BatchOptions.share_key_column,
    share_draw_ahead: z
      .enum(['true', 'false'], { error: 'share_draw_ahead must be true or false.' })
      .optional(),
    share_notify_email: z
      .enum(['true', 'false'], { error: 'share_notify_email must be true or false.' })
      .optional(),
  })
  .meta({ id: 'CreateBatchForm' });
export type V1CreateBatchForm = z.infer<typeof V1CreateBatchFormSchema>;

/** POST /api/v1/batches/{id}/runs as JSON: the run's data, a dataset of yours. */
export const V1RunBatchJsonSchema = z.object({ dataset_id: DatasetId }).meta({ id: 'RunBatchJson' });
export type V1RunBatchJson = z.infer<typeof V1RunBatchJsonSchema>;

/** POST /api/v1/batches/{id}/runs as a multipart form: `data_file`, or `dataset_id`, and a CSV's encoding. */
export const V1RunBatchFormSchema = z
  .object({ dataset_id: DatasetId.optional(), data_encoding: DataEncodingSchema.optional() })
  .meta({ id: 'RunBatchForm' });

/** The answer to a create (202): the batch is stored, its decks are made afterwards. */
export const V1CreatedBatchSchema = z
  .object({
    id: z.string(),
    object: z.literal('batch'),
    status: PresentationStatusSchema,
    row_count: z.number(),
  })
  .meta({ id: 'CreatedBatch' });
export type V1CreatedBatch = z.infer<typeof V1CreatedBatchSchema>;

export const V1BatchSummarySchema = z
  .object({
    id: z.string(),
    object: z.literal('batch'),
    name: z.string(),
    template_name: z.string(),
    status: PresentationStatusSchema,
    row_count: z.number(),
    rows_done: z.number(),
    rows_failed: z.number(),
    /** Rows done or failed out of row_count, 0 to 100. */
    progress: z.number(),
    created_at: z.string(),
    /** The ZIP may be downloaded (the batch finished with at least one deck). */
    download_available: z.boolean(),
    /** What each row comes out as: `pptx`, `pdf` or both. */
    formats: z.array(z.enum(OUTPUT_FORMATS)),
    /** When the finished batch's files will be deleted under the plan's retention; null while running or deleted. */
    decks_expire_at: z.string().nullable(),
    /** When the batch's files were deleted (expired, or `DELETE /batches/{id}/decks`); null while kept. */
    decks_deleted_at: z.string().nullable(),
  })
  .meta({ id: 'BatchSummary' });
export type V1BatchSummary = z.infer<typeof V1BatchSummarySchema>;

export const V1BatchRowSchema = z
  .object({
    row: z.number(),
    file_name: z.string(),
    /**
     * `converting`: the deck is made and its PDF is being made (batches whose formats include pdf).
     * `cancelled`: the batch was cancelled before this row was made.
     */
    status: z.enum(['pending', 'converting', 'done', 'failed', 'cancelled']),
    failure_reason: z.string().nullable(),
    /** Where the row's .pptx is downloaded; null until it is done, and for a PDF-only batch. */
    download_url: z.string().nullable(),
    pdf_available: z.boolean(),
    pdf_size_bytes: z.number().nullable(),
    /** Where the row's PDF is downloaded; null until it is made. */
    pdf_download_url: z.string().nullable(),
    /** Fonts LibreOffice drew with another family in the row's PDF, e.g. "Calibri → Carlito". */
    font_substitutions: z.array(z.string()),
    /** The row's mail to its recipient (batches created with `deliver_to_column`); null otherwise. */
    delivery: RowDeliverySchema.nullable(),
    /** What the deck made do without: an image that could not be had, a chart field with no series. */
    notes: z.array(z.string()),
  })
  .meta({ id: 'BatchRow' });

export const V1BatchSchema = V1BatchSummarySchema.extend({
  template_id: z.number(),
  completed_at: z.string().nullable(),
  name_pattern: z.string(),
  /** Mails by status and the column they went to (batches created with `deliver_to_column`); null otherwise. */
  delivery: z
    .object({
      column: z.string(),
      queued: z.number(),
      sent: z.number(),
      failed: z.number(),
      skipped: z.number(),
    })
    .nullable(),
  /** A page of rows (`?rows_page=n`, 100 per page) with each one's status. */
  rows: z.array(V1BatchRowSchema),
  rows_page: z.number(),
  rows_total_pages: z.number(),
  /** Its number in its line of runs (POST /api/v1/batches/{id}/runs); 1 for a batch made by a create. */
  run_number: z.number(),
  /** Every run of its line, oldest first (just itself until it is run again). */
  runs: z.array(z.object({ id: z.string(), run_number: z.number(), status: PresentationStatusSchema })),
}).meta({ id: 'Batch' });
export type V1Batch = z.infer<typeof V1BatchSchema>;

export const V1BatchListSchema = v1ListSchema(V1BatchSummarySchema, 'BatchList');
export type V1BatchList = z.infer<typeof V1BatchListSchema>;

/**
 * POST /api/v1/batches/preflight: what a create with the same JSON body would show wrong, row by row (the app's
 * preflight report; `rows` lists only rows with findings).
 */
export const V1PreflightSchema = PreflightReplySchema.meta({ id: 'Preflight' });
export type V1Preflight = z.infer<typeof V1PreflightSchema>;
