import { Body, Controller, Delete, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignInInputSchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { clearSessionCookie, principalOf, SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { rotateCsrfToken, userAgentOf, userEnvelope } from './request-details';
import type { SessionBody } from './session-view';
import { SessionStarter } from './session-starter';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';

@ApiTags('accounts')
@Controller('api')
@UseGuards(SessionOnlyGuard)
export class SignInController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly starter: SessionStarter,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  @Post('users/sign_in')
  @HttpCode(200)
  @RateLimit({ bucket: 'sign-in', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Sign in with email and password; remember me keeps the session two weeks' })
  async signIn(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionBody> {
    const input = parseInput(SignInInputSchema, userEnvelope(body));
    const grant = await this.rpc.call('identity.sign-in', {
      email: input.email,
      password: input.password,
      rememberMe: input.remember_me,
      userAgent: userAgentOf(req),
      clientIp: req.ip,
    });
    return this.starter.start(req, res, grant);
  }

  @Delete('users/sign_out')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out: ends the session on the server' })
  signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.endSession(req, res);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Sign out from the public site' })
  logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    return this.endSession(req, res);
  }

  private async endSession(req: Request, res: Response): Promise<void> {
    const sessionId = principalOf(req)?.sessionId;
    if (sessionId) await this.rpc.call('identity.sign-out', { sessionId });
    clearSessionCookie(res, this.options.appUrl);
    rotateCsrfToken(res, undefined);
  }
}
