import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { V1Batch, V1CreateBatchJson } from '@deckmill/api-contracts';
import { CREATES, DESTRUCTIVE, publicLink, READ_ONLY, type ToolContext } from './context';
import { rowsSchema } from './dataset-tools';
import { waitForBatch } from './progress';
import { pageShape, templateId } from './template-tools';
import { answer, jsonResult, ToolInputError } from './tool-result';

/** Below the SDK client's default request timeout (60 s) and common proxies' read timeouts. */
const DEFAULT_WAIT_SECONDS = 50;

const batchId = z.string().uuid().describe('The batch id create_batch answered.');

/** What a batch is made from and how: API v1's create body, the subset an agent needs. */
const batchDataShape = {
  template_id: templateId,
  rows: rowsSchema.optional(),
  dataset_id: z.string().uuid().optional().describe('A dataset of yours instead of rows (create_dataset).'),
  mapping: z
    .record(z.string(), z.string())
    .optional()
    .describe('Placeholder → column, for a CSV dataset whose columns are named otherwise.'),
  locale: z.string().optional().describe('How numbers and dates are written, e.g. en-US, de-DE.'),
};

interface BatchDataArgs {
  readonly template_id: number;
  readonly rows?: Record<string, unknown>[] | undefined;
  readonly dataset_id?: string | undefined;
  readonly mapping?: Record<string, string> | undefined;
  readonly locale?: string | undefined;
}

/**
 * API v1's JSON body. The server validates it as any v1 call (a locale it does not know, a mapping to no
 * column: a 422 field by field), so the tools' schemas stay loose rather than a second copy of v1's rules.
 */
function batchData(args: BatchDataArgs): V1CreateBatchJson {
  if ((args.rows === undefined) === (args.dataset_id === undefined)) {
    throw new ToolInputError('Give exactly one of rows or dataset_id.');
  }
  return {
    template_id: args.template_id,
    ...(args.rows === undefined ? {} : { rows: args.rows }),
    ...(args.dataset_id === undefined ? {} : { dataset_id: args.dataset_id }),
    ...(args.mapping === undefined ? {} : { mapping: args.mapping }),
    ...(args.locale === undefined ? {} : { locale: args.locale as V1CreateBatchJson['locale'] }),
  };
}

/**
 * The decks of a batch with where to fetch them: API v1's download links (they take the same API key as a
 * bearer token). `share_url` is where a link anyone may open will go once Deckmill has share links; null now.
 */
function decksOf(context: ToolContext, batch: V1Batch) {
  return batch.rows
    .filter((row) => row.download_url !== null || row.pdf_download_url !== null)
    .map((row) => ({
      row: row.row,
      file_name: row.file_name,
      download_url: row.download_url && publicLink(context, row.download_url),
      pdf_download_url: row.pdf_download_url && publicLink(context, row.pdf_download_url),
      share_url: null,
    }));
}

export function registerBatchTools(server: McpServer, context: ToolContext): void {
  const { client } = context;

  server.registerTool(
    'preflight',
    {
      title: 'Preflight rows',
      description:
        'Checks rows (or a dataset) against a template before anything is generated or counted: for each row ' +
        'that needs attention, its findings (missing or empty values, unknown keys, pictures that cannot be ' +
        'had, text that overflows). template_findings: keys no row fills. Needs "generate".',
      inputSchema: batchDataShape,
      annotations: READ_ONLY,
    },
    (args) => answer('preflight', async () => jsonResult(await client.batches.preflight(batchData(args)))),
  );

  server.registerTool(
    'create_batch',
    {
      title: 'Create a batch',
      description:
        'Generates one deck per row (counted against the monthly allowance) and answers at once with the ' +
        'batch id and status "pending"; wait_for_batch follows it. Needs the "generate" scope.',
      inputSchema: {
        ...batchDataShape,
        name: z.string().max(255).optional().describe("The batch's name (default template and date)."),
        name_pattern: z
          .string()
          .optional()
          .describe('Deck file names from row values, e.g. "{{company}}"; a / makes folders in the ZIP.'),
        formats: z
          .array(z.enum(['pptx', 'pdf']))
          .min(1)
          .optional()
          .describe('What each deck comes out as (default ["pptx"]).'),
        idempotency_key: z
          .string()
          .min(1)
          .max(255)
          .optional()
          .describe('A retry with the same key answers the first batch instead of making a second.'),
      },
      annotations: CREATES,
    },
    (args) =>
      answer('create_batch', async () => {
        const body = {
          ...batchData(args),
          ...(args.name === undefined ? {} : { name: args.name }),
          ...(args.name_pattern === undefined ? {} : { name_pattern: args.name_pattern }),
          ...(args.formats === undefined ? {} : { formats: args.formats }),
        };
        return jsonResult(await client.batches.create(body, args.idempotency_key));
      }),
  );

  server.registerTool(
    'list_batches',
    {
      title: 'List batches',
      description: 'Batches newest first with status and counts. Needs "read".',
      inputSchema: pageShape,
      annotations: READ_ONLY,
    },
    (args) => answer('list_batches', async () => jsonResult(await client.batches.list(args))),
  );

  server.registerTool(
    'get_batch',
    {
      title: 'Get batch status',
      description:
        "A batch's status (pending, processing, completed, failed, cancelled), counts and a page of rows (100 " +
        'a page) with each failed row\'s reason. Needs "read".',
      inputSchema: {
        batch_id: batchId,
        rows_page: z.number().int().min(1).optional().describe('Which page of rows (default 1).'),
      },
      annotations: READ_ONLY,
    },
    ({ batch_id, rows_page }) =>
      answer('get_batch', async () => jsonResult(await client.batches.get(batch_id, rows_page))),
  );

  server.registerTool(
    'wait_for_batch',
    {
      title: 'Wait for a batch',
      description:
        'Waits until the batch completed, failed or was cancelled, reporting progress (decks made of the ' +
        'rows) as it goes, and answers it with its decks. Past timeout_seconds it answers the batch still ' +
        'running (finished: false): call again to keep waiting. Needs "read".',
      inputSchema: {
        batch_id: batchId,
        timeout_seconds: z
          .number()
          .int()
          .min(1)
          .max(300)
          .optional()
          .describe(
            'At most this long (default 50 s: most clients give up on a call after 60 s, and proxies cut a ' +
              'quiet connection; call again while finished is false).',
          ),
      },
      annotations: READ_ONLY,
    },
    ({ batch_id, timeout_seconds }, extra) =>
      answer('wait_for_batch', async () => {
        const waited = await waitForBatch(client, batch_id, extra, {
          intervalMs: context.pollIntervalMs,
          timeoutMs: (timeout_seconds ?? DEFAULT_WAIT_SECONDS) * 1000,
        });
        const { rows, ...batch } = waited.batch;
        return jsonResult({
          finished: waited.finished,
          batch,
          failed_rows: rows.filter((row) => row.status === 'failed'),
          decks: decksOf(context, waited.batch),
        });
      }),
  );

  server.registerTool(
    'list_decks',
    {
      title: 'List decks',
      description:
        "A batch's decks with their download links (.pptx, and .pdf when asked for) and the whole batch's ZIP " +
        'link. The links need the same API key (Authorization: Bearer); share_url is always null for now. ' +
        'Needs "read".',
      inputSchema: {
        batch_id: batchId,
        rows_page: z.number().int().min(1).optional().describe('Which page of 100 rows (default 1).'),
      },
      annotations: READ_ONLY,
    },
    ({ batch_id, rows_page }) =>
      answer('list_decks', async () => {
        const batch = await client.batches.get(batch_id, rows_page);
        return jsonResult({
          batch_id: batch.id,
          status: batch.status,
          zip_url: batch.download_available
            ? publicLink(context, `/api/v1/batches/${batch.id}/download`)
            : null,
          rows_page: batch.rows_page,
          rows_total_pages: batch.rows_total_pages,
          decks: decksOf(context, batch),
        });
      }),
  );

  server.registerTool(
    'cancel_batch',
    {
      title: 'Cancel a batch',
      description:
        'Stops a pending or processing batch: rows not made yet are never made (and given back to the ' +
        'allowance); decks made stay downloadable. A finished batch is refused (batch_not_cancellable). ' +
        'Needs "generate".',
      inputSchema: { batch_id: batchId },
      annotations: DESTRUCTIVE,
    },
    ({ batch_id }) => answer('cancel_batch', async () => jsonResult(await client.batches.cancel(batch_id))),
  );

  server.registerTool(
    'delete_batch',
    {
      title: 'Delete a batch',
      description:
        'Deletes a finished batch and everything of it (decks, PDFs, rows); a running one is refused ' +
        '(batch_not_finished: cancel it first). Needs "generate".',
      inputSchema: { batch_id: batchId },
      annotations: { ...DESTRUCTIVE, idempotentHint: false },
    },
    ({ batch_id }) => answer('delete_batch', async () => jsonResult(await client.batches.delete(batch_id))),
  );

  server.registerTool(
    'get_usage',
    {
      title: 'Usage this month',
      description: 'Decks generated this month against the plan\'s limit (null: unlimited). Needs "read".',
      annotations: READ_ONLY,
    },
    () => answer('get_usage', async () => jsonResult(await client.usage.get())),
  );
}
