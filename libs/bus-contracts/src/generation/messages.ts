import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import {
  DATA_ENCODINGS,
  DataMappingSchema,
  LocaleTagSchema,
  MAX_NAME_SEARCH_LENGTH,
  SectionMappingSchema,
  OUTPUT_FORMATS,
  OutputFormatsSchema,
} from '../shared/api-vocabulary';
import { DATA_FORMATS } from '../storage/upload-keys';
import {
  BatchDetailSchema,
  BatchListItemSchema,
  BatchListPageSchema,
  BatchNotificationSchema,
  BatchProgressSchema,
  CreatedBatchSchema,
} from './batch-replies';
import { BatchPreflightSchema } from './preflight-reply';
import { DELIVERY_CONTENTS } from '../mail/deck-delivery';
import { ShareSettingsRequestSchema } from './sharing-messages';

const UserId = z.string().uuid();
const BatchId = z.string().uuid();
const RowNumber = z.number().int().positive();

/**
 * The gateway's calls for /api/app/presentations. `actorId` is the signed-in user. A batch the actor may not
 * see (neither owner nor member of the team its template was shared with) answers 404.
 */
export const GenerationRpc = {
  /**
   * The gateway has streamed the data file to `dataFileKey`. Errors: invalid `templateId`, `dataFile` (with line
   * numbers), `dataMapping`, `sectionMapping`, `groupBy`; billing's `usage_limit_reached` comes back as
   * limit_reached on `dataFile`.
   */
  // v7: `dataMapping` and `sectionMapping` as objects (v6 sent their JSON text). v6: `csvKey` renamed
  // `dataFileKey`. v5: `imagesKey`. v4: `delivery`. v3: `formats`. v2: the created batch in
  // generation's words (camelCase); v1 answered the API's reply.
  'generation.create-batch': defineRpc(
    'generation.create-batch',
    7,
    z.object({
      actorId: UserId,
      templateId: z.number().int().positive(),
      /**
       * Where the data file is, or `datasetId`: one of them (an older generation requires the key, so a gateway
       * sends a dataset only once every generation reads it).
       */
      dataFileKey: z.string().min(1).optional(),
      /** A dataset of the actor's (generation.create-dataset); anyone else's is not found. */
      datasetId: z.string().uuid().optional(),
      /** Each placeholder to a column of the table; null when none was posted (a JSON file needs none). */
      dataMapping: DataMappingSchema.nullable(),
      // Optional since v1 (a CSV, one deck per row, en-US); v7 is a new subject, so no v6 sender reaches it.
      /**
       * Per section, each field inside it to a column (grouped CSV) or key (JSON) of the list's items;
       * absent: the fields match by name.
       */
      sectionMapping: SectionMappingSchema.optional(),
      /** What `dataFileKey` holds: a CSV (default) or a JSON array of objects. */
      dataFormat: z.enum(DATA_FORMATS).optional(),
      /** A CSV's encoding as the user chose it; absent: detected from its bytes. */
      dataEncoding: z.enum(DATA_ENCODINGS).optional(),
      /** The uploaded file's name, for the batch's default name (absent: API v1 JSON rows). */
      dataFileName: z.string().max(255).optional(),
      /** One deck per value of this CSV column. */
      groupBy: z.string().nullable().optional(),
      /** Canonical tag from SUPPORTED_LOCALES (default en-US). */
      locale: LocaleTagSchema.optional(),
      /** Null: "<template> · <data file name> · <date>" (defaultBatchName). */
      name: z.string().nullable(),
      fileNamePattern: z.string().nullable(),
      /** Only the first N data rows make the batch; absent or null: every row. */
      rowLimit: z.number().int().positive().nullable().optional(),
      /** What each row comes out as: pptx, pdf or both. */
      formats: OutputFormatsSchema,
      /**
       * API v1's `Idempotency-Key`: a create with a key the owner used in the last 24 hours answers
       * that batch as it was created, or conflict `idempotency_key_reused` if `requestFingerprint` (the
       * gateway's SHA-256 of the request) differs.
       */
      idempotencyKey: z.string().min(1).max(255).optional(),
      /**
       * Where the gateway streamed the images archive (.zip) uploaded with the data (imagesUploadKey);
       * rows' `{{%image}}` values may name files inside it. Errors: invalid `imagesFile` (not a ZIP, too large).
       */
      imagesKey: z.string().min(1).nullable().optional(),
      requestFingerprint: z.string().max(64).optional(),
      /** Where the batch was asked for (the audit trail's `presentation.created`); absent: the app. `mcp`: API v1 by an MCP tool. */
      via: z.enum(['app', 'api', 'mcp']).optional(),
      /**
       * Mail each row's deck to the address in `column` (paid plans). Errors: invalid `deliverToColumn`
       * (no such column, free plan), `deliveryReplyTo`, `deliveryConfirmCount` (not the number of valid
       * addresses; null when the call itself is the confirmation, as in API v1).
       */
      delivery: z
        .object({
          column: z.string().min(1).max(255),
          subject: z.string().max(200).nullable(),
          body: z.string().max(5_000).nullable(),
          replyTo: z.string().max(255).nullable(),
          confirmCount: z.number().int().nonnegative().nullable(),
          /** What each mail carries (absent: the files); `link` and `both` need the batch's links. */
          content: z.enum(DELIVERY_CONTENTS).optional(),
        })
        .nullable()
        .optional(),
      /** Personal links for the decks (docs/sharing.md); optional, so an older gateway gets the plan's default. */
      sharing: ShareSettingsRequestSchema.optional(),
    }),
    CreatedBatchSchema,
  ),
  /**
   * "Run again with new data": a new batch of the same template, mappings, grouping, locale, formats, file
   * names and name as `batchId`, from another data file or dataset, numbered next in its line. Only the batch's
   * owner may (a team member who sees it: forbidden `batch_run_forbidden`; anyone else: not found). A batch
   * made before mappings were kept: conflict `batch_not_rerunnable`. Otherwise create-batch's checks and errors.
   */
  'generation.run-again': defineRpc(
    'generation.run-again',
    1,
    z.object({
      actorId: UserId,
      batchId: BatchId,
      dataFileKey: z.string().min(1).optional(),
      datasetId: z.string().uuid().optional(),
      dataFormat: z.enum(DATA_FORMATS).optional(),
      dataEncoding: z.enum(DATA_ENCODINGS).optional(),
      dataFileName: z.string().max(255).optional(),
      idempotencyKey: z.string().min(1).max(255).optional(),
      requestFingerprint: z.string().max(64).optional(),
      via: z.enum(['app', 'api', 'mcp']).optional(),
    }),
    CreatedBatchSchema,
  ),
  // v4: `search` (optional, so v3 requests stay valid): only the batches whose name holds it, in any case.
  // v3: `batches` in generation's words (camelCase); v2 had the API's keys without links, v1 with them.
  'generation.list': defineRpc(
    'generation.list',
    4,
    z.object({
      actorId: UserId,
      page: z.number().int().positive(),
      perPage: z.number().int().min(1).max(100),
      search: z.string().min(1).max(MAX_NAME_SEARCH_LENGTH).optional(),
    }),
    BatchListPageSchema,
  ),
  /**
   * The user's own batches in the order of generation.list (newest first), a page after the batch
   * `startingAfter` (null: from the newest): keyset pages that neither skip nor repeat a batch while new ones
   * arrive. A `startingAfter` that is not one of the actor's batches is invalid on `startingAfter`.
   */
  'generation.list-after': defineRpc(
    'generation.list-after',
    1,
    z.object({
      actorId: UserId,
      startingAfter: BatchId.nullable(),
      limit: z.number().int().min(1).max(100),
    }),
    z.object({ batches: z.array(BatchListItemSchema), hasMore: z.boolean() }),
  ),
  // v4: rows may be `converting` and carry `pdfSizeBytes`. v3: as generation.list v3, the batch and its rows in
  // camelCase; v2 had the API's keys without links.
  'generation.get': defineRpc(
    'generation.get',
    4,
    z.object({ actorId: UserId, batchId: BatchId, rowsPage: z.number().int().positive() }),
    BatchDetailSchema,
  ),
  /**
   * The batch's status and counts only, asked once a second per open progress stream (the gateway's
   * `/events`): one batch record, no rows. Same access rule, checked on every call, and 404 as `generation.get`.
   */
  // v2: the counts in camelCase; v1 answered the API's progress event as it is streamed.
  'generation.get-progress': defineRpc(
    'generation.get-progress',
    2,
    z.object({ actorId: UserId, batchId: BatchId }),
    BatchProgressSchema,
  ),
  /**
   * Stops a pending or processing batch; only its owner may (anyone else: not found, as
   * generation.get). Rows not made yet become `cancelled` and are never rendered; made decks stay. Answers the
   * batch as generation.get's first page of rows. Already cancelled: answered the same (idempotent). Completed
   * or failed: conflict `batch_not_cancellable`.
   */
  'generation.cancel': defineRpc(
    'generation.cancel',
    1,
    z.object({ actorId: UserId, batchId: BatchId }),
    BatchDetailSchema,
  ),
  /**
   * The owner deletes a finished batch's decks, PDFs and archive now (they would expire under the
   * plan's retention later); the batch and its rows stay, with `decksDeletedAt` set. A team member who sees
   * the batch: forbidden `batch_delete_decks_forbidden`; anyone else: not found. Still running: conflict
   * `batch_not_finished`. Already deleted: answered as it is. Answers the batch as generation.get's first page.
   */
  'generation.delete-decks': defineRpc(
    'generation.delete-decks',
    1,
    z.object({ actorId: UserId, batchId: BatchId }),
    BatchDetailSchema,
  ),
  /**
   * The owner deletes a finished batch and everything of it: its objects in storage, its rows,
   * deliveries and notifications; `presentation.deleted` is published. A team member who sees the batch:
   * forbidden `batch_delete_forbidden`; anyone else, or a batch already deleted: not found. Still running:
   * conflict `batch_not_finished` (cancel it first: the cancellation's finalizer gives the unmade rows back).
   */
  'generation.delete-batch': defineRpc(
    'generation.delete-batch',
    1,
    z.object({ actorId: UserId, batchId: BatchId }),
    z.object({ deleted: z.literal(true) }),
  ),
  /**
   * Where one generated deck (or its PDF) is stored and its download name; 404 until it exists, gone
   * (`decks_deleted`) once the batch's decks were deleted (generation.zip-entries too).
   */
  'generation.row-file': defineRpc(
    'generation.row-file',
    1,
    z.object({
      actorId: UserId,
      batchId: BatchId,
      row: RowNumber,
      /** Optional, so an older gateway's call means the deck. */
      format: z.enum(OUTPUT_FORMATS).optional(),
    }),
    z.object({
      key: z.string(),
      fileName: z.string(),
      sizeBytes: z.number().int().nonnegative(),
      /** Optional for an older generation: whose batch it is, for the gateway's `deck.downloaded`. */
      ownerId: UserId.optional(),
      templateTeamId: z.number().int().positive().nullable().optional(),
      /** The batch's name, the audit entry's label ("Q4 batch — deck 3"). */
      batchName: z.string().optional(),
    }),
  ),
  /**
   * What a create-batch with these fields would make, row by row, before anything is spent: the same
   * checks and errors as generation.create-batch for the template, data file, mappings, group_by and images
   * archive, except that another user's template is not found (404). Nothing is reserved or stored; the data
   * file and the archive are deleted once read. Bounded: the first PREFLIGHT_MAX_ROWS decks within
   * PREFLIGHT_TIME_BUDGET_MS, PREFLIGHT_MAX_IMAGE_URLS picture URLs (docs/fit-and-preflight.md).
   */
  // v3: the mappings as objects, as in generation.create-batch v7. v2: `csvKey` renamed `dataFileKey`.
  'generation.preflight': defineRpc(
    'generation.preflight',
    3,
    z.object({
      actorId: UserId,
      templateId: z.number().int().positive(),
      /** As generation.create-batch: the data file's key or a dataset's id. */
      dataFileKey: z.string().min(1).optional(),
      datasetId: z.string().uuid().optional(),
      dataMapping: DataMappingSchema.nullable(),
      sectionMapping: SectionMappingSchema.optional(),
      dataFormat: z.enum(DATA_FORMATS).optional(),
      dataEncoding: z.enum(DATA_ENCODINGS).optional(),
      groupBy: z.string().nullable().optional(),
      locale: LocaleTagSchema.optional(),
      rowLimit: z.number().int().positive().nullable().optional(),
      imagesKey: z.string().min(1).nullable().optional(),
      /** False: every picture is taken as found, none looked up (the wizard's automatic checks). */
      checkPictures: z.boolean().optional(),
    }),
    BatchPreflightSchema,
  ),
  /** The done rows of a batch after `afterRow`, a page at a time, for the streamed ZIP. */
  /**
   * For the data export: the batches the user created, oldest first, `offset` and `limit` paging (new ones
   * only append). Metadata only.
   */
  'generation.list-owned': defineRpc(
    'generation.list-owned',
    1,
    z.object({
      ownerId: UserId,
      offset: z.number().int().nonnegative(),
      limit: z.number().int().min(1).max(500),
    }),
    z.object({
      batches: z.array(
        z.object({
          id: BatchId,
          name: z.string(),
          templateId: z.number().int(),
          templateName: z.string(),
          status: z.string(),
          dataFormat: z.enum(['csv', 'json']),
          rowCount: z.number().int(),
          rowsDone: z.number().int(),
          rowsFailed: z.number().int(),
          createdAt: z.string(),
          completedAt: z.string().nullable(),
        }),
      ),
      hasMore: z.boolean(),
    }),
  ),
  /**
   * For the data export: a page of a batch's rows with the values the user uploaded (their personal data),
   * after a row number, in order. not_found unless `ownerId` created the batch.
   */
  'generation.export-rows': defineRpc(
    'generation.export-rows',
    1,
    z.object({
      ownerId: UserId,
      batchId: BatchId,
      afterRow: z.number().int().nonnegative(),
      limit: z.number().int().min(1).max(1000),
    }),
    z.object({
      rows: z.array(
        z.object({
          number: RowNumber,
          status: z.string(),
          fileName: z.string(),
          values: z.record(z.string(), z.unknown()),
        }),
      ),
      /** null when there are no more rows. */
      nextAfterRow: z.number().int().nullable(),
    }),
  ),
  'generation.zip-entries': defineRpc(
    'generation.zip-entries',
    1,
    z.object({
      actorId: UserId,
      batchId: BatchId,
      afterRow: z.number().int().nonnegative(),
      limit: z.number().int().min(1).max(1000),
    }),
    z.object({
      zipName: z.string(),
      entries: z.array(
        z.object({
          row: RowNumber,
          key: z.string(),
          fileName: z.string(),
          /** The stored object's size as recorded; optional for an older generation (then no Content-Length). */
          sizeBytes: z.number().int().nonnegative().optional(),
        }),
      ),
      /** null when there are no more rows. */
      nextAfterRow: z.number().int().nullable(),
      /** Optional for an older generation: for the gateway's `presentation.downloaded`. */
      ownerId: UserId.optional(),
      templateTeamId: z.number().int().positive().nullable().optional(),
      formats: z.array(z.enum(OUTPUT_FORMATS)).optional(),
      batchName: z.string().optional(),
    }),
  ),
  // v2: the batch's id instead of a link to its page, camelCase; v1 answered the API's notifications.
  'generation.notifications': defineRpc(
    'generation.notifications',
    2,
    z.object({ actorId: UserId }),
    z.object({ notifications: z.array(BatchNotificationSchema) }),
  ),
  /**
   * Templates' call, to learn the decks of the batches it counted before it counted decks (its decks_count
   * backfill): each batch's `rowsDone`. A batch generation no longer holds is left out of the answer.
   */
  'generation.batch-decks': defineRpc(
    'generation.batch-decks',
    1,
    z.object({ batchIds: z.array(BatchId).min(1).max(500) }),
    z.object({ batches: z.array(z.object({ batchId: BatchId, rowsDone: z.number().int().nonnegative() })) }),
  ),
} as const;

export const GenerationJobs = {
  /** Renders rows `firstRow`..`lastRow` of a batch (idempotent: rows already done are skipped). */
  'generation.render-chunk': defineMessage(
    'generation.render-chunk',
    1,
    z.object({ batchId: BatchId, firstRow: RowNumber, lastRow: RowNumber }),
  ),
  /**
   * Announces a finished batch once: event, billing release of failed rows, e-mail, in-app notification. A
   * cancelled batch: its unmade rows released and its event, no mail.
   */
  'generation.finalize-batch': defineMessage('generation.finalize-batch', 1, z.object({ batchId: BatchId })),
} as const;

const BatchFinished = z.object({
  batchId: BatchId,
  ownerId: UserId,
  templateId: z.number().int(),
  templateName: z.string(),
  name: z.string(),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  occurredAt: z.string(),
  /** The team the template is shared with (its webhooks hear the batch too); optional for older producers. */
  templateTeamId: z.number().int().nullable().optional(),
});

/** One row of a batch, for the per-row events. */
const RowEvent = {
  batchId: BatchId,
  ownerId: UserId,
  templateTeamId: z.number().int().nullable(),
  rowNumber: RowNumber,
  fileName: z.string(),
  /** Why, in words a user can act on (for a delivery: the SMTP server's answer when there was one). */
  reason: z.string(),
  occurredAt: z.string(),
};

export const GenerationEvents = {
  /** Every row was attempted and at least one deck was generated (failed rows are listed on the batch). */
  'presentation.completed': defineMessage('presentation.completed', 1, BatchFinished),
  /** No row could be generated. */
  'presentation.failed': defineMessage('presentation.failed', 1, BatchFinished),
  /**
   * The owner cancelled the batch; `rowsDone` decks were made (they stay downloadable), the rest never
   * will be. Published once per batch, by its finalizer.
   */
  'presentation.cancelled': defineMessage('presentation.cancelled', 1, BatchFinished),
  /** A row failed for good (rendering or conversion); published once per row. */
  'presentation.row-failed': defineMessage('presentation.row-failed', 1, z.object(RowEvent)),
  /** Mailing a row's deck to its recipient failed for good (bounced or out of retries); once per row. */
  'presentation.delivery-failed': defineMessage(
    'presentation.delivery-failed',
    1,
    z.object({ ...RowEvent, recipient: z.string() }),
  ),
} as const;
