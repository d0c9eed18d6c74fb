import type { z } from 'zod';
import {
  PPTX_CONTENT_TYPE,
  type ApiKeyScope,
  V1BatchListSchema,
  V1BatchSchema,
  V1ShareLinkListSchema,
  V1ShareLinkViewsSchema,
  V1CreateBatchFormSchema,
  V1CreateBatchJsonSchema,
  V1RunBatchFormSchema,
  V1RunBatchJsonSchema,
  V1CreatedBatchSchema,
  V1PreflightSchema,
  V1PreviewRowJsonSchema,
  V1RowPreviewSchema,
  V1CreateTemplateFormSchema,
  V1CreateDatasetFormSchema,
  V1DatasetSchema,
  V1DeletedSchema,
  V1TemplateListSchema,
  V1TemplateSchema,
  V1CreateWebhookJsonSchema,
  V1UsageSchema,
  V1WebhookListSchema,
  V1WebhookSchema,
  V1WebhookWithSecretSchema,
} from '@deckmill/api-contracts';

/** What a v1 operation takes and answers, by the v1 schemas (libs/api-contracts/src/v1). */
export interface V1Operation {
  readonly method: 'get' | 'post' | 'delete';
  /** OpenAPI path, `{id}` for parameters. */
  readonly path: string;
  readonly operationId: string;
  readonly tag: 'batches' | 'datasets' | 'templates' | 'webhooks' | 'usage';
  /** The API key scope it needs (the route's @RequireScope; a spec checks they agree). */
  readonly scope: ApiKeyScope;
  readonly summary: string;
  readonly json?: z.ZodType;
  /** A multipart form: its text fields' schema, its file field and optional further .zip files (name: description). */
  readonly form?: {
    readonly fields: z.ZodType;
    readonly file: string;
    readonly fileRequired: boolean;
    readonly optionalFiles?: Readonly<Record<string, string>>;
  };
  readonly list?: boolean;
  readonly idempotent?: boolean;
  /** What its `Idempotency-Key` does, where that is not the create's replay (the operation is idempotent itself). */
  readonly idempotencyNote?: string;
  /** Its own 409, described (the idempotent creates' 409 is the key reused for another request). */
  readonly conflict?: string;
  readonly status: number;
  /** A stored file that takes one byte range (`Range`, `If-Range`: 206 or 416). */
  readonly ranges?: boolean;
  /** The answer's schema, or the media type of a file. */
  readonly answer: z.ZodType | { readonly file: string };
}

/** Every v1 route; a spec checks that the controllers serve exactly these. */
export const V1_OPERATIONS: readonly V1Operation[] = [
  {
    method: 'post',
    path: '/api/v1/batches',
    scope: 'generate',
    operationId: 'createBatch',
    tag: 'batches',
    summary: 'Generate one deck per JSON row (or per data file row); the decks are made afterwards',
    json: V1CreateBatchJsonSchema,
    form: {
      fields: V1CreateBatchFormSchema,
      file: 'data_file',
      fileRequired: false,
      optionalFiles: {
        images_file:
          'Optional .zip (at most 200 MB) of the pictures that `{{%image}}` values name by file name; not a ZIP: ' +
          '422 on images_file. JSON-body batches take no archive: their image values are data: URIs or https URLs.',
      },
    },
    idempotent: true,
    status: 202,
    answer: V1CreatedBatchSchema,
  },
  {
    method: 'post',
    path: '/api/v1/batches/preflight',
    scope: 'generate',
    operationId: 'preflightBatch',
    tag: 'batches',
    summary:
      'Check a create’s JSON body row by row before anything is made: each row’s findings (missing or empty ' +
      'values, unknown keys, pictures that cannot be had, text that overflows); nothing is stored or counted',
    json: V1CreateBatchJsonSchema,
    status: 200,
    answer: V1PreflightSchema,
  },
  {
    method: 'post',
    path: '/api/v1/batches/{id}/runs',
    scope: 'generate',
    operationId: 'runBatchAgain',
    tag: 'batches',
    summary:
      'Run a batch again with new data: its template, mappings, grouping, locale, formats and file names with a ' +
      'dataset (or a data file), as the next run of its line (`runs` on the batch); only its owner may',
    json: V1RunBatchJsonSchema,
    form: { fields: V1RunBatchFormSchema, file: 'data_file', fileRequired: false },
    idempotent: true,
    conflict: 'The batch was made before runs were kept (`batch_not_rerunnable`)',
    status: 202,
    answer: V1CreatedBatchSchema,
  },
  {
    method: 'get',
    path: '/api/v1/batches',
    scope: 'read',
    operationId: 'listBatches',
    tag: 'batches',
    summary: 'Your batches, newest first, a page at a time',
    list: true,
    status: 200,
    answer: V1BatchListSchema,
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}',
    scope: 'read',
    operationId: 'getBatch',
    tag: 'batches',
    summary: 'A batch: status, counts and each row’s status (?rows_page=n, 100 rows a page)',
    status: 200,
    answer: V1BatchSchema,
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}/links',
    scope: 'read',
    operationId: 'listBatchLinks',
    tag: 'batches',
    summary:
      'Each deck’s personal link (APP_URL/d/<token>), in row order, with its state, access, gate, expiry and what its viewers did; empty for a batch made without links',
    status: 200,
    answer: V1ShareLinkListSchema,
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}/links/{link_id}/views',
    scope: 'read',
    operationId: 'listLinkViews',
    tag: 'batches',
    summary:
      'A personal link’s views, newest first (at most 200): when, device, visible seconds per slide, how far, downloads; with the link’s stats',
    status: 200,
    answer: V1ShareLinkViewsSchema,
  },
  {
    method: 'post',
    path: '/api/v1/batches/{id}/cancel',
    scope: 'generate',
    operationId: 'cancelBatch',
    tag: 'batches',
    summary:
      'Stop a pending or processing batch: rows not made yet become cancelled, decks made stay downloadable',
    idempotent: true,
    idempotencyNote:
      'Accepted and checked for its form; a cancel is idempotent itself (a cancelled batch is answered as it is)',
    conflict: 'The batch already completed or failed (`batch_not_cancellable`)',
    status: 200,
    answer: V1BatchSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/batches/{id}/decks',
    scope: 'generate',
    operationId: 'deleteBatchDecks',
    tag: 'batches',
    summary:
      'Delete a finished batch’s files (decks, PDFs) now instead of at decks_expire_at; the batch and its rows stay, its downloads answer 410',
    conflict: 'The batch is still running (`batch_not_finished`): cancel it or wait until it finishes',
    status: 200,
    answer: V1BatchSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/batches/{id}',
    scope: 'generate',
    operationId: 'deleteBatch',
    tag: 'batches',
    summary:
      'Delete a finished batch and everything of it (decks, PDFs, rows, deliveries); afterwards it answers 404',
    conflict: 'The batch is still running (`batch_not_finished`): cancel it first, then delete it',
    status: 200,
    answer: V1DeletedSchema,
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}/download',
    scope: 'read',
    operationId: 'downloadBatch',
    tag: 'batches',
    summary: 'Every generated deck of the batch in one ZIP',
    status: 200,
    answer: { file: 'application/zip' },
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}/rows/{row}/download',
    scope: 'read',
    operationId: 'downloadBatchRow',
    tag: 'batches',
    summary: 'One generated deck (.pptx) of the batch, by row number',
    status: 200,
    ranges: true,
    answer: { file: PPTX_CONTENT_TYPE },
  },
  {
    method: 'get',
    path: '/api/v1/batches/{id}/rows/{row}/pdf',
    scope: 'read',
    operationId: 'downloadBatchRowPdf',
    tag: 'batches',
    summary: 'The PDF of one generated deck (batches whose formats include pdf)',
    status: 200,
    ranges: true,
    answer: { file: 'application/pdf' },
  },
  {
    method: 'post',
    path: '/api/v1/datasets',
    scope: 'generate',
    operationId: 'createDataset',
    tag: 'datasets',
    summary:
      'Upload a data file once (CSV, TSV, JSON, .xlsx or .ods, at most 20 MB): answers its columns with their ' +
      'types, row count, first rows, sheets and warnings; batches then name it by dataset_id',
    form: { fields: V1CreateDatasetFormSchema, file: 'file', fileRequired: true },
    status: 201,
    answer: V1DatasetSchema,
  },
  {
    method: 'get',
    path: '/api/v1/datasets/{id}',
    scope: 'read',
    operationId: 'getDataset',
    tag: 'datasets',
    summary: 'A dataset of yours as it was read (kept seven days after its last use)',
    status: 200,
    answer: V1DatasetSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/datasets/{id}',
    scope: 'generate',
    operationId: 'deleteDataset',
    tag: 'datasets',
    summary: 'Delete a dataset now (batches made from it keep their rows)',
    status: 200,
    answer: V1DeletedSchema,
  },
  {
    method: 'post',
    path: '/api/v1/templates',
    scope: 'manage',
    operationId: 'createTemplate',
    tag: 'templates',
    summary: 'Upload a .pptx template (at most 100 MB); answers it inspected',
    form: { fields: V1CreateTemplateFormSchema, file: 'file', fileRequired: true },
    idempotent: true,
    status: 201,
    answer: V1TemplateSchema,
  },
  {
    method: 'get',
    path: '/api/v1/templates',
    scope: 'read',
    operationId: 'listTemplates',
    tag: 'templates',
    summary: 'Your templates and those shared with your teams',
    list: true,
    status: 200,
    answer: V1TemplateListSchema,
  },
  {
    method: 'get',
    path: '/api/v1/templates/{id}',
    scope: 'read',
    operationId: 'getTemplate',
    tag: 'templates',
    summary: 'A template with its placeholders and inspected structure (tags and sections)',
    status: 200,
    answer: V1TemplateSchema,
  },
  {
    method: 'post',
    path: '/api/v1/templates/{id}/preview',
    scope: 'generate',
    operationId: 'previewTemplateRow',
    tag: 'templates',
    summary:
      'Draw one row’s deck before any batch: its first 10 slides as PNG pictures (base64), drawn by the ' +
      'server’s LibreOffice (`unavailable` without it); nothing is stored for you or counted',
    json: V1PreviewRowJsonSchema,
    status: 200,
    answer: V1RowPreviewSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/templates/{id}',
    scope: 'manage',
    operationId: 'deleteTemplate',
    tag: 'templates',
    summary: 'Delete a template and its files (owner or team admin)',
    status: 200,
    answer: V1DeletedSchema,
  },
  {
    method: 'post',
    path: '/api/v1/webhooks',
    scope: 'manage',
    operationId: 'createWebhook',
    tag: 'webhooks',
    summary:
      'Register an endpoint (url, events, description, team_id for a team you administer); its secret is in this answer only',
    json: V1CreateWebhookJsonSchema,
    idempotent: true,
    status: 201,
    answer: V1WebhookWithSecretSchema,
  },
  {
    method: 'get',
    path: '/api/v1/webhooks',
    scope: 'read',
    operationId: 'listWebhooks',
    tag: 'webhooks',
    summary: "Your webhook endpoints, or a team's with team_id, all on one page (never their secrets)",
    status: 200,
    answer: V1WebhookListSchema,
  },
  {
    method: 'get',
    path: '/api/v1/webhooks/{id}',
    scope: 'read',
    operationId: 'getWebhook',
    tag: 'webhooks',
    summary: 'One webhook endpoint (without its secret)',
    status: 200,
    answer: V1WebhookSchema,
  },
  {
    method: 'delete',
    path: '/api/v1/webhooks/{id}',
    scope: 'manage',
    operationId: 'deleteWebhook',
    tag: 'webhooks',
    summary: 'Delete an endpoint with its delivery log; queued deliveries stop',
    status: 200,
    answer: V1DeletedSchema,
  },
  {
    method: 'post',
    path: '/api/v1/webhooks/{id}/rotate_secret',
    scope: 'manage',
    operationId: 'rotateWebhookSecret',
    tag: 'webhooks',
    idempotent: true,
    summary: 'Replace the signing secret at once; the new one is in this answer only',
    status: 200,
    answer: V1WebhookWithSecretSchema,
  },
  {
    method: 'get',
    path: '/api/v1/usage',
    scope: 'read',
    operationId: 'getUsage',
    tag: 'usage',
    summary: "This month's decks used and the plan's monthly limit (null: unlimited)",
    status: 200,
    answer: V1UsageSchema,
  },
];
