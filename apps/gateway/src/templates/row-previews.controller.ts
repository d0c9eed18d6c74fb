import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  DEFAULT_LOCALE,
  ROW_PREVIEW_INSTALL_HINT,
  ROW_PREVIEW_UNAVAILABLE_REASON,
  RowPreviewRequestSchema,
  type RowPreviewResponse,
} from '@deckmill/api-contracts';
import { MAX_ROW_PREVIEW_VALUES_BYTES, type RowPreviewReply } from '@deckmill/bus-contracts';
import { RpcClient, ServiceException } from '@deckmill/messaging';
import { ApiError, RateLimit, parseInput } from '@deckmill/server-kit';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { templateId } from './template-id';

/**
 * How long the request waits for a preview: a normal deck takes a few seconds. A slower one goes on rendering
 * and is stored, so the same row asked again a little later is answered from storage.
 */
export const ROW_PREVIEW_DEADLINE_MS = 45_000;
const TOO_LARGE = 'The row is too large to preview (at most 256 KB of values).';
const TOO_SLOW = 'The preview is taking longer than usual. Try again in a moment.';

function slideUrl(id: number, hash: string, slide: number): string {
  return `/api/app/templates/${id}/row_previews/${hash}/${slide}`;
}

export function rowPreviewResponse(id: number, reply: RowPreviewReply): RowPreviewResponse {
  if (reply.status === 'unavailable') {
    return {
      status: 'unavailable',
      reason: ROW_PREVIEW_UNAVAILABLE_REASON,
      install_hint: ROW_PREVIEW_INSTALL_HINT,
    };
  }
  return {
    status: 'ready',
    cached: reply.cached,
    slides: reply.slides.map(({ slide, width, height }) => ({
      url: slideUrl(id, reply.hash, slide),
      width,
      height,
    })),
    notes: reply.notes,
  };
}

/** A data row's slides as pictures before the batch (wizard step 3), drawn by the templates service. */
@ApiTags('templates')
@Controller('api/app/templates')
@UseGuards(SignedInGuard)
export class RowPreviewsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
  ) {}

  @Post(':id/row_preview')
  @HttpCode(200)
  // Per user, one counter with API v1's preview (the same bucket): people behind one address do not share it.
  @RateLimit({ bucket: 'row-preview', limit: 120, windowMs: 10 * 60_000, per: 'user' })
  @ApiOperation({
    summary: "Render one data row's slides as PNG pictures (LibreOffice on the server)",
    description:
      "`values`: the deck's data record as bulk_create builds it from the row; `locale` as bulk_create. Answers " +
      "`ready` with the slides' links, or `unavailable` with how to install LibreOffice. 503 when previews are " +
      'busy, 504 past the deadline: try again.',
  })
  async render(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Req() req: Request,
  ): Promise<RowPreviewResponse> {
    const template = templateId(id);
    const input = parseInput(RowPreviewRequestSchema, req.body);
    if (Buffer.byteLength(JSON.stringify(input.values)) > MAX_ROW_PREVIEW_VALUES_BYTES) {
      throw new ApiError(413, { error: TOO_LARGE, errors: { values: [TOO_LARGE] } });
    }
    const reply = await this.rpc
      .call(
        'templates.row-preview',
        {
          actorId: principal.userId,
          templateId: template,
          values: input.values,
          locale: input.locale ?? DEFAULT_LOCALE,
        },
        { timeoutMs: ROW_PREVIEW_DEADLINE_MS },
      )
      .catch((error: unknown) => {
        if (error instanceof ServiceException && error.kind === 'timeout') {
          throw new ApiError(504, { error: TOO_SLOW, errors: {} });
        }
        throw error;
      });
    return rowPreviewResponse(template, reply);
  }

  @Get(':id/row_previews/:hash/:slide')
  @ApiOperation({
    summary: 'One slide of a rendered row preview (PNG); 404 for a template the user may not see',
  })
  async slide(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('hash') hash: string,
    @Param('slide') slide: string,
    @Res() res: Response,
  ): Promise<void> {
    if (!/^[0-9a-f]{64}$/.test(hash) || !/^[1-9]\d{0,3}$/.test(slide)) throw ApiError.notFound();
    const { key } = await this.rpc.call('templates.row-preview-slide', {
      actorId: principal.userId,
      templateId: templateId(id),
      hash,
      slide: Number(slide),
    });
    const stream = await this.storage.getStream(key);
    res.setHeader('Content-Type', 'image/png');
    // Named by a hash of what was drawn: the picture at this address never changes.
    res.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    // pipeline, not pipe: a client that goes away also ends (and releases) the storage stream.
    try {
      await pipeline(stream, res);
    } catch (error) {
      if (!res.headersSent) throw error;
      res.destroy(error instanceof Error ? error : undefined);
    }
  }
}
