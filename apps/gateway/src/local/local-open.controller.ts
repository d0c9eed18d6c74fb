import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimit } from '@deckmill/server-kit';
import { SessionStarter, userAgentOf } from '../accounts';
import { isLaunchToken } from './launch-token';
import { LOCAL_MODE, type LocalMode } from './local-mode';

/** Where the app opens: its home. */
const APP_HOME = '/app';

/**
 * The desktop launcher opens the app window on `/local/open?token=<LOCAL_LAUNCH_TOKEN>`: the local account's
 * session is set as a sign-in sets it (cookie, fresh CSRF token), then 303 to the app. Any other token is a
 * 404, as if the route did not exist. The token sits in the query string, which the access log and traces
 * never record.
 */
@ApiExcludeController()
@Controller('local')
export class LocalOpenController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly starter: SessionStarter,
    @Inject(LOCAL_MODE) private readonly local: LocalMode,
  ) {}

  @Get('open')
  @RateLimit({ bucket: 'local-open', limit: 20, windowMs: 60_000 })
  async open(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isLaunchToken(token, this.local.launchTokenHash)) throw ApiError.notFound();
    const grant = await this.rpc.call('identity.local-sign-in', { userAgent: userAgentOf(req) });
    await this.starter.start(req, res, grant);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, APP_HOME);
  }
}
