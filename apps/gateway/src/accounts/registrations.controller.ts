import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignUpInputSchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { csrfTokenOf, userAgentOf, userEnvelope } from './request-details';

/** The one answer to a valid sign-up, whether the address was free or already had an account. */
export const SIGN_UP_REQUESTED =
  'A message with a confirmation link has been sent to your email address. Please follow the link to activate your account.';

/**
 * The sign-up answer: the session body's shape kept (`user` is always null: sign-up never signs in; the
 * request's own CSRF token) plus the message, so it is byte-for-byte the same for a taken address.
 */
export interface SignUpAnswer {
  user: null;
  csrf_token: string;
  message: string;
}

@ApiTags('accounts')
@Controller('api/users')
@UseGuards(SessionOnlyGuard)
export class RegistrationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @RateLimit({ bucket: 'sign-up', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({
    summary:
      'Sign up: creates the account and mails the confirmation link (a taken address gets the same answer and its owner a mail); then sign in',
  })
  async signUp(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignUpAnswer> {
    const input = parseInput(SignUpInputSchema, userEnvelope(body), { prefix: 'user' });
    await this.rpc.call('identity.sign-up', {
      name: input.name,
      company: input.company,
      email: input.email,
      password: input.password,
      userAgent: userAgentOf(req),
    });
    return { user: null, csrf_token: csrfTokenOf(res), message: SIGN_UP_REQUESTED };
  }
}
