import type {
  DataEncoding,
  V1Batch,
  V1BatchList,
  V1ShareLinkList,
  V1ShareLinkViews,
  V1CreateBatchJson,
  V1CreatedBatch,
  V1CreateWebhookJsonSchema,
  V1Dataset,
  V1Preflight,
  V1RowPreview,
  V1Deleted,
  V1Template,
  V1TemplateList,
  V1Usage,
  V1Webhook,
  V1WebhookList,
  V1WebhookWithSecret,
} from '@deckmill/api-contracts';
import type { z } from 'zod';
import { DeckmillApiError, errorOf } from './errors';
import { V1_CLIENT_OPERATIONS, type V1OperationId } from './operations';

export interface DeckmillClientOptions {
  /** The server, e.g. https://deckmill.example (no trailing /api/v1). */
  readonly baseUrl: string;
  /** An API key (Settings → API keys). */
  readonly apiKey: string;
  /** Another fetch (tests, proxies); default the global one (Node 20+, browsers). */
  readonly fetch?: typeof fetch;
  /** Sent with every request besides the key (the MCP server names itself: `Deckmill-Via: mcp`). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface PageQuery {
  readonly limit?: number;
  /** `next_cursor` of the previous page. */
  readonly starting_after?: string;
}

/** The options of a batch besides its data (the fields of POST /api/v1/batches). */
export type BatchOptions = Omit<V1CreateBatchJson, 'template_id' | 'rows' | 'dataset_id'>;

export interface CreateBatchFromFile extends BatchOptions {
  readonly template_id: number;
  /** A .csv or .json data file. */
  readonly data_file: Blob;
  readonly file_name: string;
  /** A CSV's encoding; absent: the server detects it (UTF-8, UTF-16, else Windows-1252). */
  readonly data_encoding?: DataEncoding;
}

export type CreateWebhook = z.input<typeof V1CreateWebhookJsonSchema>;

/** A dataset's optional reading choices: a text file's encoding, a workbook's sheet. */
export interface DatasetOptions {
  readonly encoding?: DataEncoding;
  readonly sheet?: string;
}

export interface WaitOptions {
  /** Between two polls; default a second. */
  readonly intervalMs?: number;
  /** Then a DeckmillApiError `timeout`; default 30 minutes. */
  readonly timeoutMs?: number;
  readonly onProgress?: (batch: V1Batch) => void;
}

interface Call {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
}

/** A typed client of Deckmill API v1 over `fetch`: every operation of docs/api-v1.openapi.json. */
export class DeckmillClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: DeckmillClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  readonly templates = {
    /** A retry with the same `idempotencyKey` answers the first template. */
    upload: (file: Blob, fileName: string, name: string, idempotencyKey?: string) => {
      const form = new FormData();
      form.set('name', name);
      form.set('file', file, fileName);
      return this.json<V1Template>('createTemplate', { body: form, idempotencyKey });
    },
    list: (query: PageQuery = {}) => this.json<V1TemplateList>('listTemplates', { query: { ...query } }),
    get: (id: number) => this.json<V1Template>('getTemplate', { params: { id } }),
    /** One row's deck drawn as pictures (its first slides, PNG in base64) before any batch; nothing is counted. */
    preview: (id: number, values: Record<string, unknown>, locale?: string) =>
      this.json<V1RowPreview>('previewTemplateRow', {
        params: { id },
        body: locale === undefined ? { values } : { values, locale },
      }),
    delete: (id: number) => this.json<V1Deleted>('deleteTemplate', { params: { id } }),
  };

  readonly datasets = {
    /** A .csv, .tsv, .json, .xlsx or .ods file read once; batches then name it by `dataset_id`. */
    upload: (file: Blob, fileName: string, options: DatasetOptions = {}) => {
      const form = new FormData();
      form.set('file', file, fileName);
      if (options.encoding) form.set('encoding', options.encoding);
      if (options.sheet) form.set('sheet', options.sheet);
      return this.json<V1Dataset>('createDataset', { body: form });
    },
    get: (id: string) => this.json<V1Dataset>('getDataset', { params: { id } }),
    delete: (id: string) => this.json<V1Deleted>('deleteDataset', { params: { id } }),
  };

  readonly batches = {
    /**
     * JSON rows (one deck per object) or a `dataset_id`. A retry with the same `idempotencyKey` answers the
     * first batch.
     */
    create: (body: V1CreateBatchJson, idempotencyKey?: string) =>
      this.json<V1CreatedBatch>('createBatch', { body, idempotencyKey }),
    /**
     * What a create with this body would show wrong, row by row (missing or empty values, unknown keys,
     * pictures, overflowing text), before anything is made, stored or counted.
     */
    preflight: (body: V1CreateBatchJson) => this.json<V1Preflight>('preflightBatch', { body }),
    /** A .csv or .json data file as a multipart form. */
    createFromFile: (input: CreateBatchFromFile, idempotencyKey?: string) => {
      const { data_file, file_name, mapping, section_mapping, formats, ...text } = input;
      const form = new FormData();
      for (const [field, value] of Object.entries(text)) {
        if (value !== undefined) form.set(field, String(value));
      }
      if (mapping) form.set('mapping', JSON.stringify(mapping));
      if (section_mapping) form.set('section_mapping', JSON.stringify(section_mapping));
      if (formats) form.set('formats', formats.join(','));
      form.set('data_file', data_file, file_name);
      return this.json<V1CreatedBatch>('createBatch', { body: form, idempotencyKey });
    },
    /** The batch again with a dataset of yours: its next run. A retry with the same key answers the first run. */
    runAgain: (id: string, datasetId: string, idempotencyKey?: string) =>
      this.json<V1CreatedBatch>('runBatchAgain', {
        params: { id },
        body: { dataset_id: datasetId },
        idempotencyKey,
      }),
    list: (query: PageQuery = {}) => this.json<V1BatchList>('listBatches', { query: { ...query } }),
    get: (id: string, rowsPage?: number) =>
      this.json<V1Batch>('getBatch', { params: { id }, query: { rows_page: rowsPage } }),
    /** Each deck's personal link (docs/sharing.md), in row order; empty for a batch made without links. */
    links: (id: string) => this.json<V1ShareLinkList>('listBatchLinks', { params: { id } }),
    /** A link's views, newest first (at most 200), with its stats (docs/sharing.md, "Analytics"). */
    linkViews: (id: string, linkId: string) =>
      this.json<V1ShareLinkViews>('listLinkViews', { params: { id, link_id: linkId } }),
    /**
     * Stops a pending or processing batch and answers it `cancelled`; decks made stay downloadable.
     * A cancelled batch is answered as it is; a finished one throws `batch_not_cancellable` (409).
     */
    cancel: (id: string, idempotencyKey?: string) =>
      this.json<V1Batch>('cancelBatch', { params: { id }, idempotencyKey }),
    /**
     * Deletes a finished batch's files now and answers the batch with `decks_deleted_at`; its
     * downloads answer 410 afterwards. A running batch throws `batch_not_finished` (409).
     */
    deleteDecks: (id: string) => this.json<V1Batch>('deleteBatchDecks', { params: { id } }),
    /**
     * Deletes a finished batch and everything of it: its files, rows and deliveries; it answers 404
     * afterwards. A running batch throws `batch_not_finished` (409): cancel it first.
     */
    delete: (id: string) => this.json<V1Deleted>('deleteBatch', { params: { id } }),
    /** Polls until the batch completed, failed or was cancelled; `onProgress` sees every answer. */
    wait: async (
      id: string,
      { intervalMs = 1000, timeoutMs = 30 * 60_000, onProgress }: WaitOptions = {},
    ): Promise<V1Batch> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const batch = await this.batches.get(id);
        onProgress?.(batch);
        if (batch.status !== 'pending' && batch.status !== 'processing') return batch;
        if (Date.now() > deadline) {
          throw new DeckmillApiError(0, 'timeout', `Batch ${id} did not finish in ${timeoutMs / 1000} s.`);
        }
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    },
    /** The ZIP of every generated file. */
    download: (id: string) => this.bytes('downloadBatch', { params: { id } }),
    /** One row's deck (rows count from 1). */
    downloadRow: (id: string, row: number) => this.bytes('downloadBatchRow', { params: { id, row } }),
    downloadRowPdf: (id: string, row: number) => this.bytes('downloadBatchRowPdf', { params: { id, row } }),
  };

  readonly webhooks = {
    /** The answer holds the signing `secret`, this once. */
    /** A retry with the same `idempotencyKey` answers the first endpoint (with its secret as it is now). */
    create: (body: CreateWebhook, idempotencyKey?: string) =>
      this.json<V1WebhookWithSecret>('createWebhook', { body, idempotencyKey }),
    /** Your own endpoints, or with `team_id` those of a team you administer. */
    list: (query: { team_id?: number } = {}) =>
      this.json<V1WebhookList>('listWebhooks', { query: { ...query } }),
    get: (id: string) => this.json<V1Webhook>('getWebhook', { params: { id } }),
    delete: (id: string) => this.json<V1Deleted>('deleteWebhook', { params: { id } }),
    /** A retry with the same `idempotencyKey` answers the same new secret instead of rotating again. */
    rotateSecret: (id: string, idempotencyKey?: string) =>
      this.json<V1WebhookWithSecret>('rotateWebhookSecret', { params: { id }, idempotencyKey }),
  };

  readonly usage = {
    get: () => this.json<V1Usage>('getUsage', {}),
  };

  private async json<T>(operation: V1OperationId, call: Call): Promise<T> {
    return (await (await this.send(operation, call)).json()) as T;
  }

  private async bytes(operation: V1OperationId, call: Call): Promise<Uint8Array> {
    return new Uint8Array(await (await this.send(operation, call)).arrayBuffer());
  }

  private async send(operation: V1OperationId, call: Call): Promise<Response> {
    const { method, path } = V1_CLIENT_OPERATIONS[operation];
    const url = new URL(this.baseUrl + path.replace(/\{(\w+)\}/g, (_, name: string) => paramOf(call, name)));
    for (const [name, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = {
      ...this.options.headers,
      authorization: `Bearer ${this.options.apiKey}`,
      accept: 'application/json',
    };
    if (call.idempotencyKey) headers['idempotency-key'] = call.idempotencyKey;
    let body: BodyInit | undefined;
    if (call.body instanceof FormData) body = call.body;
    else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    let response: Response;
    try {
      response = await this.fetchImpl(url, { method, headers, body });
    } catch (error) {
      const reason =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : '';
      throw new DeckmillApiError(0, 'network_error', `Cannot reach ${this.baseUrl}: ${reason}`);
    }
    if (!response.ok) throw await errorOf(response);
    return response;
  }
}

function paramOf(call: Call, name: string): string {
  const value = call.params?.[name];
  if (value === undefined || value === '') throw new Error(`Missing path parameter ${name}`);
  return encodeURIComponent(String(value));
}
