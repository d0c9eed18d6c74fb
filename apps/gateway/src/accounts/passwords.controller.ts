import { Body, Controller, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  ForgotPasswordInputSchema,
  PASSWORD_SET_SSO_MESSAGE,
  ResetPasswordInputSchema,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { userAgentOf, userEnvelope } from './request-details';
import type { SessionBody } from './session-view';
import { SessionStarter } from './session-starter';

/** The one answer to a reset request, whether or not the email has an account. */
export const RESET_REQUESTED =
  'If your email address is in our database, you will receive a password reset link in a few minutes.';

@ApiTags('accounts')
@Controller('api/users/password')
@UseGuards(SessionOnlyGuard)
export class PasswordsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly starter: SessionStarter,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimit({ bucket: 'forgot-password', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Forgot password: mails a reset link (same answer for unknown emails)' })
  async forgot(@Body() body: unknown): Promise<{ message: string }> {
    const input = parseInput(ForgotPasswordInputSchema, userEnvelope(body), { prefix: 'user' });
    await this.rpc.call('identity.request-password-reset', { email: input.email });
    return { message: RESET_REQUESTED };
  }

  @Put()
  @HttpCode(200)
  @RateLimit({ bucket: 'reset-password', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({
    summary:
      'Reset password with the emailed token; ends other sessions and signs in (not on a domain enforcing SSO)',
  })
  async reset(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SessionBody | { message: string }> {
    const input = parseInput(ResetPasswordInputSchema, userEnvelope(body), { prefix: 'user' });
    const { grant } = await this.rpc.call('identity.reset-password', {
      token: input.reset_password_token,
      password: input.password,
      userAgent: userAgentOf(req),
    });
    // Identity opened no session (the domain enforces SSO); the page sends the user to sign in.
    if (!grant) return { message: PASSWORD_SET_SSO_MESSAGE };
    return this.starter.start(req, res, grant);
  }
}
