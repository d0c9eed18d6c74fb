import { createHash } from 'node:crypto';
import { Delete, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  DEFAULT_LOCALE,
  V1CreateTemplateFormSchema,
  V1ListQuerySchema,
  V1PreviewRowJsonSchema,
  type V1Deleted,
  type V1RowPreview,
  type V1Template,
  type V1TemplateList,
} from '@deckmill/api-contracts';
import { RpcClient, ServiceException } from '@deckmill/messaging';
import { MAX_ROW_PREVIEW_VALUES_BYTES } from '@deckmill/bus-contracts';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, RequireScope } from '../../auth';
import { templateId } from '../../templates';
import { idempotencyKey } from '../idempotency-key';
import { receiveTemplateFile } from './receive-template-file';
import { V1Controller } from '../v1-controller';
import { V1Error } from '../v1-error';
import { v1RowPreview } from './row-preview';
import { v1Template, v1TemplateSummary, v1UploadedTemplate } from './template-views';

/** /api/v1/templates: upload (multipart `file`, `name`), list, one template with its structure, delete. */
@V1Controller('templates')
export class V1TemplatesController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post()
  @RequireScope('manage')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  async create(@CurrentPrincipal() principal: Principal, @Req() req: Request): Promise<V1Template> {
    // Checked before the file is stored: a refused header leaves no upload behind.
    const key = idempotencyKey(req);
    const upload = await receiveTemplateFile(req, this.storage);
    let name: string;
    try {
      name = parseInput(V1CreateTemplateFormSchema, { name: upload.name }).name;
    } catch (error) {
      await this.storage.delete(upload.fileKey);
      throw error;
    }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([name, upload.fileName, upload.sha256]))
      .digest('hex');
    const idempotency = key ? { idempotencyKey: key, requestFingerprint: fingerprint } : {};
    const call = {
      actorId: principal.userId,
      name,
      fileName: upload.fileName,
      fileKey: upload.fileKey,
      ...idempotency,
    };
    const created = await this.rpc
      .call('templates.create', { ...call, teamId: null }, { timeoutMs: 120_000 })
      .catch(async (error: unknown) => {
        // No templates service took the upload over: removing it is still the gateway's job.
        if (error instanceof ServiceException && error.serviceError.code === 'rpc_unavailable') {
          await this.storage.delete(upload.fileKey);
        }
        throw error;
      });
    const full = await this.rpc.call('templates.get', { actorId: principal.userId, templateId: created.id });
    return v1UploadedTemplate(full, created);
  }

  @Get()
  @RequireScope('read')
  async list(@CurrentPrincipal() principal: Principal, @Query() query: unknown): Promise<V1TemplateList> {
    const { limit, starting_after: startingAfter } = parseInput(V1ListQuerySchema, query);
    const { templates } = await this.rpc.call('templates.list', { actorId: principal.userId });
    // templates.list answers the whole library (a user's templates are few): the cursor pages it here.
    let start = 0;
    if (startingAfter !== undefined) {
      const at = templates.findIndex((template) => String(template.id) === startingAfter);
      if (at < 0)
        throw V1Error.field('starting_after', 'starting_after must be the id of one of your templates.');
      start = at + 1;
    }
    const page = templates.slice(start, start + limit).map(v1TemplateSummary);
    const hasMore = start + limit < templates.length;
    return { data: page, has_more: hasMore, next_cursor: hasMore ? String(page.at(-1)?.id) : null };
  }

  @Get(':id')
  @RequireScope('read')
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Template> {
    return v1Template(
      await this.rpc.call('templates.get', { actorId: principal.userId, templateId: templateId(id) }),
    );
  }

  /**
   * One row's deck drawn by the server's LibreOffice, its first slides inline as PNG (the app's wizard
   * preview). Renders, so it takes the `generate` scope and the app's preview limit.
   */
  @Post(':id/preview')
  @RequireScope('generate')
  @HttpCode(200)
  // Per user: the MCP endpoint calls v1 over loopback, so per IP every remote MCP user would share one counter.
  @RateLimit({ bucket: 'row-preview', limit: 120, windowMs: 10 * 60_000, per: 'user' })
  async preview(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<V1RowPreview> {
    const request = { actorId: principal.userId, templateId: templateId(id) };
    const input = parseInput(V1PreviewRowJsonSchema, req.body);
    if (Buffer.byteLength(JSON.stringify(input.values)) > MAX_ROW_PREVIEW_VALUES_BYTES) {
      throw new V1Error(
        413,
        'payload_too_large',
        'The row is too large to preview (at most 256 KB of values).',
      );
    }
    const reply = await this.rpc
      .call(
        'templates.row-preview',
        { ...request, values: input.values, locale: input.locale ?? DEFAULT_LOCALE },
        // A slower deck goes on rendering and is stored: the same row asked again is answered from storage.
        { timeoutMs: 45_000 },
      )
      .catch((error: unknown) => {
        if (error instanceof ServiceException && error.kind === 'timeout') {
          throw new V1Error(
            503,
            'service_unavailable',
            'The preview is taking longer than usual. Try again.',
          );
        }
        throw error;
      });
    return v1RowPreview(this.rpc, this.storage, request, reply);
  }

  @Delete(':id')
  @RequireScope('manage')
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<V1Deleted> {
    await this.rpc.call('templates.delete', { actorId: principal.userId, templateId: templateId(id) });
    return { id, object: 'template', deleted: true };
  }
}
