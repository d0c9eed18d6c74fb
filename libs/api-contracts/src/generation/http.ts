import { z } from 'zod';
import { DataMappingTextSchema, SectionMappingTextSchema } from './mappings';
import { EMPTY_STRUCTURE, TemplateStructureSchema } from '../templates/structure';
import {
  DataEncodingSchema,
  DEFAULT_LOCALE,
  DEFAULT_OUTPUT_FORMATS,
  LocaleSchema,
  OUTPUT_FORMATS,
  OutputFormatsInputSchema,
} from './data-options';

/**
 * Presentation (batch) statuses. A batch whose rows partly failed completes and lists them. `cancelled`:
 * its owner stopped it; the decks made before stay downloadable (docs/generation.md, "Cancelling").
 */
export const PRESENTATION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
/** A batch may be cancelled while it is still running. */
export const CANCELLABLE_STATUSES: readonly PresentationStatus[] = ['pending', 'processing'];
/** The v1 and app error code of a cancel for a batch that already finished (409). */
export const BATCH_NOT_CANCELLABLE = 'batch_not_cancellable';
export const PresentationStatusSchema = z.enum(PRESENTATION_STATUSES);
export type PresentationStatus = z.infer<typeof PresentationStatusSchema>;

/** Most data rows one batch may hold. */
export const MAX_BATCH_ROWS = 10_000;
/** The output file name pattern offered by the wizard: any mapped column, `{{template}}` and `{{row}}`. */
export const DEFAULT_FILE_NAME_PATTERN = '{{template}} - {{row}}.pptx';
export const MAX_BATCH_NAME_LENGTH = 255;
/** Largest data file upload accepted (10,000 CSV rows of generous width). */
export const MAX_DATA_FILE_BYTES = 20 * 1024 * 1024;
/** The one answer to a data file over MAX_DATA_FILE_BYTES, wherever it is noticed (gateway or generation). */
export const DATA_FILE_TOO_LARGE_MESSAGE = 'The data file is larger than 20 MB.';
/** Largest images archive (`presentation[images_file]`, a .zip of the pictures the rows name). */
export const MAX_IMAGES_ARCHIVE_BYTES = 200 * 1024 * 1024;
export const IMAGES_FILE_TOO_LARGE_MESSAGE = 'The images archive is larger than 200 MB.';

/** The optional text fields of `POST /api/app/presentations/bulk_create`, errors keyed by field. */
export const BulkCreateFieldsSchema = z.object({
  template_id: z.coerce
    .number({ error: 'Choose a template.' })
    .int('Choose a template.')
    .positive('Choose a template.'),
  /** A dataset of the user's (POST /api/app/datasets), sent instead of a data file. */
  dataset_id: z.string().uuid('That is not a dataset id.').optional(),
  /** JSON text of placeholder to column, read into its object here. Required for a table; a JSON file's fields match the tags by name. */
  data_mapping: DataMappingTextSchema.optional(),
  /** JSON text: section name to (field inside it to a column or key of the list's items); optional. */
  section_mapping: SectionMappingTextSchema.optional(),
  /** One deck per value of this CSV column instead of one per row. */
  group_by: z.string().trim().max(255, 'Column name is too long.').optional(),
  /** A CSV file's encoding as the user chose it; absent: detected from its bytes. */
  data_encoding: DataEncodingSchema.optional(),
  /** Numbers, currencies and dates are formatted for this locale. */
  locale: LocaleSchema.default(DEFAULT_LOCALE),
  /** pptx, pdf or both: repeated `presentation[formats]` fields or a comma list. */
  formats: OutputFormatsInputSchema.default([...DEFAULT_OUTPUT_FORMATS]),
  name: z.string().trim().max(MAX_BATCH_NAME_LENGTH, 'Name is too long (at most 255 characters).').optional(),
  file_name_pattern: z.string().trim().max(200, 'File name pattern is too long.').optional(),
  /**
   * Mail each row's deck to the address in this column (paid plans). The other `delivery_*` fields
   * only count with it. `delivery_confirm_count` must equal the number of recipients the wizard showed.
   */
  deliver_to_column: z.string().trim().max(255, 'Column name is too long.').optional(),
  delivery_subject: z.string().trim().max(200, 'Subject is too long (at most 200 characters).').optional(),
  delivery_body: z.string().max(5_000, 'Message is too long (at most 5,000 characters).').optional(),
  delivery_reply_to: z.string().trim().max(255, 'Reply-to is too long.').optional(),
  delivery_confirm_count: z.coerce
    .number({ error: 'Confirm the number of recipients.' })
    .int('Confirm the number of recipients.')
    .nonnegative('Confirm the number of recipients.')
    .optional(),
  /** What each mail carries: `attachment` (default), `link` (the row's personal link) or `both`. */
  delivery_content: z
    .enum(['attachment', 'link', 'both'], { error: 'Choose attachment, link or both.' })
    .optional(),
  /**
   * Personal links for the decks (docs/sharing.md): `true` or `false` (absent: on for paid plans). The `share_*`
   * fields set every link's default expiry, access and gate.
   */
  share_links: z.enum(['true', 'false'], { error: 'Say true or false.' }).optional(),
  share_expires_at: z.iso.datetime({ offset: true, error: 'Choose a valid date.' }).optional(),
  share_access: z
    .enum(['view_only', 'allow_download'], { error: 'Choose view only or allow download.' })
    .optional(),
  share_gate: z
    .enum(['none', 'email', 'email_match'], { error: 'Choose who may open the links.' })
    .optional(),
  share_gate_column: z.string().trim().max(255, 'Column name is too long.').optional(),
  /** Living links: the column that names a row across runs (docs/sharing.md, "Living links"). */
  share_key_column: z.string().trim().max(255, 'Column name is too long.').optional(),
  /** Draw every deck's slides as it is made, not on the first view: `true` or `false` (absent: false). */
  share_draw_ahead: z.enum(['true', 'false'], { error: 'Say true or false.' }).optional(),
  /** E-mail the owner when a deck is viewed (at most once a deck per hour): `true` or `false` (absent: false). */
  share_notify_email: z.enum(['true', 'false'], { error: 'Say true or false.' }).optional(),
  /** Generate only the data file's first N rows (the wizard's "Generate the first N" when the allowance is short). */
  row_limit: z.coerce
    .number({ error: 'Row limit must be a whole number of rows.' })
    .int('Row limit must be a whole number of rows.')
    .positive('Row limit must be at least 1.')
    .optional(),
});
export type BulkCreateFields = z.infer<typeof BulkCreateFieldsSchema>;

/** A presentation as listed: the batch with its counts. */
export const PresentationListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  template_name: z.string(),
  status: PresentationStatusSchema,
  row_count: z.number().int(),
  rows_done: z.number().int(),
  rows_failed: z.number().int(),
  /** Rows done or failed out of row_count, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  created_at: z.string(),
  download_available: z.boolean(),
  /** The batch ZIP; null until a deck is available. */
  download_url: z.string().nullable(),
  /** What each row comes out as; the ZIP holds these. */
  formats: z.array(z.enum(OUTPUT_FORMATS)),
  /**
   * When the finished batch's decks, PDFs and ZIP will be deleted under the plan's retention; null
   * while it runs and once they are deleted.
   */
  decks_expire_at: z.string().nullable().default(null),
  /** When the decks were deleted (they expired, or the owner deleted them); null while they are kept. */
  decks_deleted_at: z.string().nullable().default(null),
  /** Why: `expired` under the plan's retention or `requested` by the owner; null while kept. */
  decks_deleted_reason: z.enum(['requested', 'expired']).nullable().default(null),
  /**
   * Its number in its line of "Run again with new data" (1: made from the wizard or the API). The list shows
   * each line once, by its newest run; the detail lists the others.
   */
  run_number: z.number().int().positive().default(1),
});
export type PresentationListItem = z.infer<typeof PresentationListItemSchema>;

export const PaginationSchema = z.object({
  current_page: z.number().int(),
  total_pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** GET /api/app/presentations?page=n */
export const PresentationListPageSchema = z.object({
  presentations: z.array(PresentationListItemSchema),
  pagination: PaginationSchema,
});
export type PresentationListPage = z.infer<typeof PresentationListPageSchema>;

/**
 * Per-row mail delivery. `queued`: waiting for its deck or in the mail queue; `sent`: the SMTP server
 * accepted it; `failed`: refused, bounced or out of retries (`detail` holds the server's answer); `skipped`: the
 * row has no deck or no valid address (`detail` says which).
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export const RowDeliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  recipient: z.string(),
  detail: z.string().nullable(),
  updated_at: z.string(),
});
export type RowDelivery = z.infer<typeof RowDeliverySchema>;

export const PresentationRowSchema = z.object({
  /** 1-based data row number (the CSV's header is not counted). */
  row: z.number().int(),
  file_name: z.string(),
  /** `cancelled`: the batch was cancelled before this row's deck was made. */
  status: z.enum(['pending', 'done', 'failed', 'cancelled']),
  download_url: z.string().nullable(),
  /** The row's PDF, once it exists (batches that asked for PDF). */
  pdf_download_url: z.string().nullable(),
  /** Fonts LibreOffice drew with another family in the PDF, e.g. "Calibri → Carlito". */
  font_substitutions: z.array(z.string()),
  failure_reason: z.string().nullable(),
  /** The mail to the row's recipient, for batches sent with `deliver_to_column`; null otherwise. */
  delivery: RowDeliverySchema.nullable().default(null),
  /** What the deck made do without: an image not found, a chart field with no series. */
  notes: z.array(z.string()).default([]),
});
export type PresentationRow = z.infer<typeof PresentationRowSchema>;

/** GET /api/app/presentations/{id}: the detail page's data. Rows come a page at a time (`rows_page`). */
export const PresentationDetailSchema = PresentationListItemSchema.extend({
  template_id: z.number().int(),
  completed_at: z.string().nullable(),
  file_name_pattern: z.string(),
  failed_rows: z.array(z.object({ row: z.number().int(), reason: z.string() })),
  /** Counts by status when the batch mails each deck to its row's recipient; null otherwise. */
  delivery: z
    .object({
      column: z.string(),
      queued: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
      skipped: z.number().int(),
    })
    .nullable()
    .default(null),
  rows: z.array(PresentationRowSchema),
  rows_pagination: PaginationSchema,
  /** The signed-in user may run it again now (its owner, once it finished; not one made before runs were kept). */
  can_run_again: z.boolean().default(false),
  /** Every run of its line, oldest first (just itself until it is run again). */
  runs: z
    .array(
      z.object({
        id: z.string(),
        run_number: z.number().int().positive(),
        status: PresentationStatusSchema,
        row_count: z.number().int(),
        created_at: z.string(),
      }),
    )
    .default([]),
});
export type PresentationDetail = z.infer<typeof PresentationDetailSchema>;

/**
 * A batch's progress alone: what `GET /api/app/presentations/{id}/events` sends as each `progress` event, so the
 * detail page's bar moves without reloading rows and links.
 */
export const PresentationProgressSchema = PresentationListItemSchema.pick({
  id: true,
  status: true,
  row_count: true,
  rows_done: true,
  rows_failed: true,
  progress: true,
});
export type PresentationProgress = z.infer<typeof PresentationProgressSchema>;

/** GET /api/app/presentations/new: the wizard's data, the templates to choose from. */
export const PresentationWizardSchema = z.object({
  templates: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      placeholders: z.array(z.string()),
      /** Sections and the fields inside them; empty for a flat template. */
      structure: TemplateStructureSchema.default(EMPTY_STRUCTURE),
      /** The first slide's preview (signed, short-lived), once drawn. */
      thumbnail_url: z.string().nullable().optional(),
    }),
  ),
  /**
   * PDF output can be made where Deckmill runs (LibreOffice, with poppler except on Windows): false, the wizard says so. Absent
   * when the templates service did not answer (the app then offers PDF).
   */
  office_available: z.boolean().optional(),
  /**
   * The tools slide previews lack where Deckmill runs (`pdftoppm` stands for poppler, which PDFs need as well),
   * so the app names what to install. Absent when not known.
   */
  office_missing: z.array(z.enum(['LibreOffice', 'pdftoppm'])).optional(),
});
export type PresentationWizard = z.infer<typeof PresentationWizardSchema>;

/** The answer to bulk_create: generation runs after it. */
export const BulkCreateReplySchema = z.object({
  id: z.string(),
  status: PresentationStatusSchema,
  row_count: z.number().int(),
});
export type BulkCreateReply = z.infer<typeof BulkCreateReplySchema>;

/** An in-app notification (batch completed or failed, or one of its decks viewed). */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['presentation.completed', 'presentation.failed', 'presentation.deck-viewed']),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const QuickActionSchema = z.object({
  name: z.string(),
  url: z.string(),
  icon: z.enum(['upload', 'plus', 'folder']),
});

/** GET /api/dashboard: the dashboard's data. */
export const DashboardSchema = z.object({
  user: z.object({
    name: z.string(),
    email: z.string(),
    subscription_tier: z.string(),
  }),
  stats: z.object({
    templates_count: z.number().int(),
    presentations_this_month: z.number().int(),
    /** null: unlimited. */
    usage_limit: z.number().int().nullable(),
    usage_percentage: z.number().int(),
  }),
  recent_presentations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      created_at: z.string(),
      status: PresentationStatusSchema,
      download_url: z.string().nullable(),
    }),
  ),
  quick_actions: z.array(QuickActionSchema),
  resets_at: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** Where the gateway serves a batch's files. */
export const presentationPaths = {
  detail: (id: string) => `/api/app/presentations/${id}`,
  /** Server-sent `progress` events while the batch runs. */
  events: (id: string) => `/api/app/presentations/${id}/events`,
  zip: (id: string) => `/api/app/presentations/${id}/download`,
  row: (id: string, row: number) => `/api/app/presentations/${id}/rows/${row}/download`,
  rowPdf: (id: string, row: number) => `/api/app/presentations/${id}/rows/${row}/pdf`,
  /** POST: stops a pending or processing batch. */
  cancel: (id: string) => `/api/app/presentations/${id}/cancel`,
};

/**
 * The name `POST /api/app/samples/template` gives the sample template; the wizard's "Use sample data" looks for it
 * in the user's templates before adding another copy.
 */
export const SAMPLE_TEMPLATE_NAME = 'Sample: Personal Offer';
