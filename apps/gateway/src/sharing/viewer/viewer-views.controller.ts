import { Controller, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { MAX_COUNTED_SLIDES } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';
import { cookiesAreSecure, RateLimit } from '@deckmill/server-kit';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';
import { deviceClass } from './viewer-device';
import { truncatedNetwork } from './viewer-network';
import { failure, viewerHeaders, viewerIdHash, viewerOf } from './viewer-request';

/** Per client IP: a page starts a view when shown, and reports every 15 s and when left. */
export const VIEW_START_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;
export const VIEW_REPORT_RATE_LIMIT = { limit: 600, windowMs: 60_000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The slides the page shows; generation keeps no more than the deck has drawn. */
const StartBody = z.object({ slide_count: z.number().int().min(0).max(MAX_COUNTED_SLIDES) });
const ReportBody = z.object({
  slide_seconds: z.array(z.number().min(0).max(86_400)).max(MAX_COUNTED_SLIDES),
  furthest_slide: z.number().int().min(0).max(MAX_COUNTED_SLIDES),
  ended: z.boolean(),
});

/**
 * The viewer page's own analytics (docs/sharing.md, "Analytics"): it starts a view when first shown and reports
 * the visible seconds per slide. Posted as JSON with the CSRF cookie's token, as every POST; first-party only:
 * the browser's viewer id goes on hashed, the device as a class, the address as its network.
 */
@ApiExcludeController()
@Controller('d')
export class ViewerViewsController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Post(':token/views')
  @HttpCode(201)
  @RateLimit({ bucket: 'share-view-starts', ...VIEW_START_RATE_LIMIT })
  async start(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    viewerHeaders(res, null);
    const body = StartBody.safeParse(req.body);
    const { tokenHash, pass } = viewerOf(token, req);
    if (!tokenHash || !body.success) {
      res.status(tokenHash ? 400 : 404).end();
      return;
    }
    const started = await this.rpc
      .call('generation.start-share-view', {
        tokenHash,
        ...(pass ? { pass } : {}),
        viewerHash: viewerIdHash(req, res, cookiesAreSecure(this.options.appUrl)),
        device: deviceClass(req.get('user-agent')),
        network: truncatedNetwork(req.ip),
        slideCount: body.data.slide_count,
      })
      .catch((error: unknown) => failure(res, error));
    if (started) res.status(201).json({ view_id: started.viewId });
  }

  /** 204; 410 when the view has ended (the sweep ended it while the page was hidden): the page starts anew. */
  @Post(':token/views/:viewId')
  @HttpCode(204)
  @RateLimit({ bucket: 'share-view-reports', ...VIEW_REPORT_RATE_LIMIT })
  async report(
    @Param('token') token: string,
    @Param('viewId') viewId: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    viewerHeaders(res, null);
    const body = ReportBody.safeParse(req.body);
    const { tokenHash, pass } = viewerOf(token, req);
    if (!tokenHash || !UUID.test(viewId) || !body.success) {
      res.status(tokenHash && UUID.test(viewId) ? 400 : 404).end();
      return;
    }
    const done = await this.rpc
      .call('generation.update-share-view', {
        tokenHash,
        ...(pass ? { pass } : {}),
        viewerHash: viewerIdHash(req, res, cookiesAreSecure(this.options.appUrl)),
        viewId: viewId.toLowerCase(),
        slideSeconds: body.data.slide_seconds,
        furthestSlide: body.data.furthest_slide,
        ended: body.data.ended,
      })
      .catch((error: unknown) => failure(res, error));
    if (done) res.status(204).end();
  }
}
