import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpCode, Inject, Logger, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { OpenedShareLink } from '@deckmill/bus-contracts';
import { RpcClient, isDomainError } from '@deckmill/messaging';
import { cookiesAreSecure, RateLimit } from '@deckmill/server-kit';
import { OBJECT_STORAGE, openAsStated, type ObjectStorage } from '@deckmill/storage';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';
import { clientWentAway, closeOnFailure, sendDownload } from '../../presentations';
import { DownloadActivity } from '../../shared';
import { deckPage, gatePage, gonePage, notFoundPage, unavailablePage } from './viewer-page';
import { PASS_COOKIE, failure, viewerHeaders, viewerIdHash, viewerOf } from './viewer-request';

/** Per client IP: a person paging through decks, not a crawler guessing tokens. */
export const VIEWER_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;
export const SLIDES_RATE_LIMIT = { limit: 900, windowMs: 60_000 } as const;
/** The e-mail gate: a few typos, not a list of addresses tried. */
export const GATE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 } as const;
const PASS_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/**
 * The public viewer of a deck's personal link (docs/sharing.md): no sign-in. The token is hashed here, before
 * anything leaves the gateway; unknown links are 404, revoked, expired or replaced ones 410. Slides and files are
 * only served through the link, each request checked again.
 */
const viewerLogger = new Logger('ShareViewer');

@ApiExcludeController()
@Controller('d')
export class ViewerController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
    private readonly activity: DownloadActivity,
  ) {}

  @Get(':token')
  @RateLimit({ bucket: 'share-viewer', ...VIEWER_RATE_LIMIT })
  async view(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const nonce = randomBytes(16).toString('base64');
    viewerHeaders(res, nonce);
    const opened = await this.open(token, req);
    if (opened.state !== 'open') return this.closed(res, nonce, opened, `/d/${token}/gate`);
    // The browser's viewer id, before anything is counted: the page's script starts a view only once shown.
    viewerIdHash(req, res, cookiesAreSecure(this.options.appUrl));
    const slides = await this.slides(token, req)
      .then((list) => list.map((slide, i) => ({ src: `/d/${token}/slides/${i + 1}`, text: slide.text })))
      .catch((error: unknown) => {
        if (isDomainError(error, 'unavailable')) return null;
        throw error;
      });
    const { users } = await this.rpc.call('identity.find-users', { ids: [opened.ownerId], emails: [] });
    const owner = users[0];
    res
      .status(200)
      .type('html')
      .send(
        deckPage(nonce, {
          title: opened.fileName.replace(/\.pptx$/i, ''),
          sender: owner ? { name: owner.name, company: owner.company } : null,
          slides,
          downloads: opened.downloads.map((format) => ({
            label: `Download ${format.toUpperCase()}`,
            href: `/d/${token}/download/${format}`,
          })),
          updatedAt: opened.updatedAt ?? null,
        }),
      );
  }

  /** The e-mail gate's form (posted as JSON by the page's script with the CSRF token): a pass cookie, or 403. */
  @Post(':token/gate')
  @HttpCode(204)
  @RateLimit({ bucket: 'share-gate', ...GATE_RATE_LIMIT })
  async gate(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    viewerHeaders(res, null);
    const email = formEmail(req);
    const opened = await this.open(token, req, email);
    if (opened.state === 'open') {
      if (opened.pass) {
        res.cookie(PASS_COOKIE, opened.pass, {
          httpOnly: true,
          sameSite: 'lax',
          secure: cookiesAreSecure(this.options.appUrl),
          path: `/d/${token}`,
          maxAge: PASS_DAYS * 86_400_000,
        });
      }
      res.status(204).end();
      return;
    }
    res.status(opened.state === 'unknown' ? 404 : opened.state === 'gone' ? 410 : 403).end();
  }

  @Get(':token/slides/:number')
  @RateLimit({ bucket: 'share-slides', ...SLIDES_RATE_LIMIT })
  async slide(
    @Param('token') token: string,
    @Param('number') number: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    viewerHeaders(res, null);
    const slides = await this.slides(token, req).catch((error: unknown) => failure(res, error));
    if (!slides) return;
    const slide = /^\d{1,4}$/.test(number) ? slides[Number(number) - 1] : undefined;
    const opened = slide ? await openAsStated(this.storage, slide.key) : null;
    if (!opened) {
      res.status(404).end();
      return;
    }
    res.set({
      'Content-Type': 'image/jpeg',
      'Content-Length': String(opened.stat.size),
      'Cache-Control': 'private, max-age=300',
    });
    // Not pipe(): a viewer that leaves (browsers cancel image loads) must close the slide's stream too. A read
    // that fails mid-way cuts the answer and is worth a warning; a viewer leaving is not.
    await pipeline(opened.stream, res).catch((error: unknown) => {
      if (!clientWentAway(error))
        viewerLogger.warn(`A slide failed after its headers were sent: ${String(error)}`);
    });
  }

  @Get(':token/download/:format')
  @RateLimit({ bucket: 'share-downloads', limit: 30, windowMs: 60_000 })
  async download(
    @Param('token') token: string,
    @Param('format') format: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    viewerHeaders(res, null);
    if (format !== 'pptx' && format !== 'pdf') {
      res.status(404).end();
      return;
    }
    const request = { ...viewerOf(token, req), format } as const;
    if (!request.tokenHash) {
      res.status(404).end();
      return;
    }
    const view =
      typeof req.query['view'] === 'string' && UUID.test(req.query['view']) ? req.query['view'] : null;
    const file = await this.rpc
      .call('generation.share-link-file', {
        ...request,
        tokenHash: request.tokenHash,
        ...(view ? { viewId: view.toLowerCase() } : {}),
      })
      .catch((error: unknown) => failure(res, error));
    if (!file) return;
    const opened = await openAsStated(this.storage, file.key);
    if (!opened) {
      res.status(404).end();
      return;
    }
    await closeOnFailure(opened.stream, () =>
      this.activity.record('deck.downloaded', {
        batchId: file.batchId,
        ownerId: file.ownerId,
        templateTeamId: file.templateTeamId,
        batchName: file.batchName,
        rowNumber: file.rowNumber,
        fileName: file.fileName,
        format,
        via: 'signed_link',
      }),
    );
    await sendDownload(res, opened.stream, {
      name: file.fileName,
      contentType: format === 'pdf' ? 'application/pdf' : PPTX,
      size: opened.stat.size,
    });
  }

  private async open(token: string, req: Request, email?: string): Promise<OpenedShareLink> {
    const { tokenHash, ...rest } = viewerOf(token, req);
    if (!tokenHash) return { state: 'unknown' };
    return this.rpc.call('generation.open-share-link', {
      tokenHash,
      ...rest,
      ...(email === undefined ? {} : { email }),
    });
  }

  private async slides(token: string, req: Request): Promise<{ key: string; text: string }[]> {
    const { tokenHash, ...rest } = viewerOf(token, req);
    if (!tokenHash) return [];
    const { slides } = await this.rpc.call(
      'generation.share-link-slides',
      { tokenHash, ...rest },
      { timeoutMs: 180_000 },
    );
    return slides;
  }

  private closed(res: Response, nonce: string, opened: OpenedShareLink, gateAction: string): void {
    if (opened.state === 'unknown') res.status(404).type('html').send(notFoundPage(nonce));
    else if (opened.state === 'gone') res.status(410).type('html').send(gonePage(nonce, opened.reason));
    else if (opened.state === 'gated')
      res
        .status(200)
        .type('html')
        .send(gatePage(nonce, gateAction, opened.refused));
    else res.status(503).type('html').send(unavailablePage(nonce));
  }
}

/** The gate form's address (JSON, as every body the gateway reads). */
function formEmail(req: Request): string {
  const body = req.body as Record<string, unknown> | undefined;
  return typeof body?.['email'] === 'string' ? body['email'].slice(0, 320) : '';
}
