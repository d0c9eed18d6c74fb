import { Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { DownloadActivity } from '../../shared';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  V1ListQuerySchema,
  type PreflightReply,
  type V1Batch,
  type V1BatchList,
  type V1CreatedBatch,
  type V1Deleted,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit, readJsonBody } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import {
  type DownloadAudit,
  positiveInteger,
  preflightReply,
  presentationId,
  sendBatchZip,
  sendRowFile,
} from '../../presentations';
import { idempotencyKey } from '../idempotency-key';
import { V1Controller, V1_ROWS_JSON_LIMIT } from '../v1-controller';
import { V1Error, withV1Fields } from '../v1-error';
import { v1Via } from '../v1-via';
import { receiveFormBatch, receiveFormRun, receiveJsonBatch, receiveJsonRun } from './batch-request';
import { v1Batch, v1BatchSummary, v1CreatedBatch } from './batch-views';

const BATCH_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Generation's field names as v1 names them (the data's own field is per request: `rows` or `data_file`). */
const V1_BATCH_FIELDS = {
  dataMapping: 'mapping',
  sectionMapping: 'section_mapping',
  fileNamePattern: 'name_pattern',
  startingAfter: 'starting_after',
  deliveryReplyTo: 'delivery.reply_to',
  deliveryConfirmCount: 'deliver_to_column',
  deliveryContent: 'delivery.content',
  imagesFile: 'images_file',
};

/** As the app's preflight: each one renders up to 2,000 decks. */
const V1_PREFLIGHT_LIMIT = { bucket: 'preflight', limit: 60, windowMs: 10 * 60_000, per: 'user' } as const;

/** A cursor is a batch id from an earlier page; anything else is a 422 on `starting_after`. */
function cursorId(raw: string): string {
  if (!BATCH_ID.test(raw)) throw V1Error.field('starting_after', 'starting_after must be a batch id.');
  return raw.toLowerCase();
}

/** /api/v1/batches: create from JSON rows or a data file, list, one batch with its rows, its ZIP, one deck. */
@V1Controller('batches')
export class V1BatchesController {
  private readonly activity: DownloadActivity;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    activity: DownloadActivity,
  ) {
    this.activity = activity;
  }

  /** How this request's downloads are recorded: through the API, or through the MCP server's tools. */
  private audit(req: Request): DownloadAudit {
    return { activity: this.activity, via: v1Via(req) };
  }

  @Post()
  @RequireScope('generate')
  @HttpCode(202)
  @ApiConsumes('application/json', 'multipart/form-data')
  async create(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<V1CreatedBatch> {
    // Checked before the data is stored: a refused header leaves no upload behind.
    const key = idempotencyKey(req);
    const received = req.is('multipart/form-data')
      ? await receiveFormBatch(req, this.storage)
      : await receiveJsonBatch(await readJsonBody(req, res, V1_ROWS_JSON_LIMIT), this.storage);
    const idempotency = key ? { idempotencyKey: key, requestFingerprint: received.fingerprint } : {};
    const request = { actorId: principal.userId, ...received.call, ...idempotency, via: v1Via(req) };
    const created = await this.rpc
      .call('generation.create-batch', request, { timeoutMs: 60_000 })
      .catch(withV1Fields({ ...V1_BATCH_FIELDS, dataFile: received.dataField }));
    return v1CreatedBatch(created);
  }

  /**
   * What a create with this body would show wrong, row by row, before anything is made, reserved or stored
   * (the rows are read as a create's and deleted once checked): the app's preflight for JSON bodies.
   */
  @Post('preflight')
  @RequireScope('generate')
  @HttpCode(200)
  @RateLimit(V1_PREFLIGHT_LIMIT)
  async preflight(
    @CurrentPrincipal() principal: Principal,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<PreflightReply> {
    const received = await receiveJsonBatch(await readJsonBody(req, res, V1_ROWS_JSON_LIMIT), this.storage);
    const { call } = received;
    const report = await this.rpc
      .call(
        'generation.preflight',
        {
          actorId: principal.userId,
          templateId: call.templateId,
          ...('dataFileKey' in call && call.dataFileKey ? { dataFileKey: call.dataFileKey } : {}),
          ...('datasetId' in call && call.datasetId ? { datasetId: call.datasetId } : {}),
          dataMapping: call.dataMapping,
          ...(call.sectionMapping === undefined ? {} : { sectionMapping: call.sectionMapping }),
          dataFormat: call.dataFormat,
          groupBy: call.groupBy,
          ...(call.locale === undefined ? {} : { locale: call.locale }),
        },
        // Generation stops starting rows after 20 s; the longest rows and picture fetches finish after that.
        { timeoutMs: 60_000 },
      )
      .catch(withV1Fields({ ...V1_BATCH_FIELDS, dataFile: received.dataField }));
    return preflightReply(report);
  }

  /** Runs a batch again with new data (a dataset, or a data file): the next run of its line. */
  @Post(':id/runs')
  @RequireScope('generate')
  @HttpCode(202)
  @ApiConsumes('application/json', 'multipart/form-data')
  async runAgain(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<V1CreatedBatch> {
    const batchId = presentationId(id);
    const key = idempotencyKey(req);
    const received = req.is('multipart/form-data')
      ? await receiveFormRun(batchId, req, this.storage)
      : receiveJsonRun(batchId, await readJsonBody(req, res, V1_ROWS_JSON_LIMIT));
    const idempotency = key ? { idempotencyKey: key, requestFingerprint: received.fingerprint } : {};
    const created = await this.rpc
      .call(
        'generation.run-again',
        { actorId: principal.userId, batchId, ...received.call, ...idempotency, via: v1Via(req) },
        { timeoutMs: 60_000 },
      )
      .catch(withV1Fields({ ...V1_BATCH_FIELDS, dataFile: received.dataField, datasetId: 'dataset_id' }));
    return v1CreatedBatch(created);
  }

  @Get()
  @RequireScope('read')
  async list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<V1BatchList> {
    const { limit, starting_after: startingAfter } = parseInput(V1ListQuerySchema, query);
    const page = await this.rpc
      .call('generation.list-after', {
        actorId: principal.userId,
        startingAfter: startingAfter === undefined ? null : cursorId(startingAfter),
        limit,
      })
      .catch(withV1Fields(V1_BATCH_FIELDS));
    const data = page.batches.map(v1BatchSummary);
    return { data, has_more: page.hasMore, next_cursor: page.hasMore ? (data.at(-1)?.id ?? null) : null };
  }

  @Get(':id')
  @RequireScope('read')
  async get(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query('rows_page') rowsPage?: string,
  ): Promise<V1Batch> {
    const batch = await this.rpc.call('generation.get', {
      actorId: principal.userId,
      batchId: presentationId(id),
      rowsPage: rowsPageOf(rowsPage),
    });
    return v1Batch(batch);
  }

  /**
   * Stops a pending or processing batch and answers it (200). Naturally idempotent: a cancelled batch
   * is answered as it is, so an `Idempotency-Key` is checked for its form and needs no store. A finished batch:
   * 409 `batch_not_cancellable`; another user's: 404.
   */
  @Post(':id/cancel')
  @RequireScope('generate')
  @HttpCode(200)
  async cancel(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<V1Batch> {
    idempotencyKey(req);
    const batch = await this.rpc.call('generation.cancel', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
    return v1Batch(batch);
  }

  /**
   * Deletes a finished batch's files (decks, PDFs, ZIP) now instead of at `decks_expire_at`; the
   * batch and its rows stay. Answers the batch (200) with `decks_deleted_at`; already deleted: the same. A
   * running batch: 409 `batch_not_finished`; another user's: 404. Its downloads answer 410 afterwards.
   */
  @Delete(':id/decks')
  @RequireScope('generate')
  @HttpCode(200)
  async deleteDecks(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Batch> {
    const batch = await this.rpc.call('generation.delete-decks', {
      actorId: principal.userId,
      batchId: presentationId(id),
    });
    return v1Batch(batch);
  }

  /**
   * Deletes a finished batch and everything of it (files, rows, deliveries). Answers 200 with
   * `{ id, object: "batch", deleted: true }` like v1's other deletes. Another user's, or one already deleted:
   * 404; a running batch: 409 `batch_not_finished` (cancel it first).
   */
  @Delete(':id')
  @RequireScope('generate')
  @HttpCode(200)
  async remove(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Deleted> {
    const batchId = presentationId(id);
    await this.rpc.call('generation.delete-batch', { actorId: principal.userId, batchId });
    return { id: batchId, object: 'batch', deleted: true };
  }

  @Get(':id/download')
  @RequireScope('read')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await sendBatchZip(
      this.rpc,
      this.storage,
      principal.userId,
      presentationId(id),
      req,
      res,
      this.audit(req),
    );
  }

  @Get(':id/rows/:row/download')
  @RequireScope('read')
  async rowDeck(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pptx' }, req, res, this.audit(req));
  }

  @Get(':id/rows/:row/pdf')
  @RequireScope('read')
  async rowPdf(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('row') row: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const request = { actorId: principal.userId, batchId: presentationId(id), row: positiveInteger(row) };
    await sendRowFile(this.rpc, this.storage, { ...request, format: 'pdf' }, req, res, this.audit(req));
  }
}

/** `?rows_page=`: a page number (default 1); anything else is 422 on the parameter, not a 404 of the batch. */
function rowsPageOf(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) === 0) {
    throw V1Error.field('rows_page', 'rows_page must be a whole number from 1.');
  }
  return Number(raw);
}
