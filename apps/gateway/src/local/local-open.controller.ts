import { Controller, Get, Inject, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RpcClient } from '@deckmill/messaging';
import { ApiError, RateLimiter, type RateLimitRule } from '@deckmill/server-kit';
import { SessionStarter, userAgentOf } from '../accounts';
import { isLaunchToken } from './launch-token';
import { LOCAL_MODE, type LocalMode } from './local-mode';

/** Where the app opens: its home. */
const APP_HOME = '/app';

/**
 * Wrong tokens allowed per address and minute. Only failures count: on loopback every local process is
 * 127.0.0.1, so counting the right token too would let anyone lock the user out of their own app. A 256-bit
 * token needs no limit beyond this against guessing.
 */
export const LOCAL_OPEN_FAILURES: RateLimitRule = { limit: 20, windowMs: 60_000 };

/**
 * The desktop launcher opens the app window on `/local/open?token=<LOCAL_LAUNCH_TOKEN>`: the local account's
 * session is set as a sign-in sets it (cookie, fresh CSRF token), then 303 to the app. Any other token is a
 * 404, as if the route did not exist (429 after too many of them). The token sits in the query string, which the access log and traces
 * never record.
 */
@ApiExcludeController()
@Controller('local')
export class LocalOpenController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly starter: SessionStarter,
    @Inject(LOCAL_MODE) private readonly local: LocalMode,
    private readonly limiter: RateLimiter,
  ) {}

  @Get('open')
  async open(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    if (!isLaunchToken(token, this.local.launchTokenHash)) {
      const decision = this.limiter.hit(`local-open-failures:${req.ip ?? 'unknown'}`, LOCAL_OPEN_FAILURES);
      throw decision.allowed ? ApiError.notFound() : ApiError.tooMany(decision.retryAfterSeconds);
    }
    const grant = await this.rpc.call('identity.local-sign-in', { userAgent: userAgentOf(req) });
    await this.starter.start(req, res, grant);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, APP_HOME);
  }
}
