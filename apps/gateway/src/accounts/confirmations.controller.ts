import { Body, Controller, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  ConfirmEmailInputSchema,
  ResendConfirmationInputSchema,
  UnlockInputSchema,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { principalOf, SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { userEnvelope } from './request-details';

export const CONFIRMATION_SENT =
  'If your email address needs confirming, you will receive a confirmation link in a few minutes.';

/** Email confirmation (follow the link, or have it sent again) and the lockout's unlock link. */
@ApiTags('accounts')
@Controller('api/users')
@UseGuards(SessionOnlyGuard)
export class ConfirmationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Put('confirmation')
  @HttpCode(200)
  // The token is guessed against like a password, so it is limited like sign-in.
  @RateLimit({ bucket: 'confirm-email', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Confirm the email address with the emailed token' })
  async confirm(@Body() body: unknown): Promise<{ message: string }> {
    const input = parseInput(ConfirmEmailInputSchema, body);
    await this.rpc.call('identity.confirm-email', { token: input.confirmation_token });
    return { message: 'Your email address has been successfully confirmed.' };
  }

  @Post('confirmation')
  @HttpCode(200)
  @RateLimit({ bucket: 'resend-confirmation', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Send the confirmation link again (the signed-in user, or user{email})' })
  async resend(@Body() body: unknown, @Req() req: Request): Promise<{ message: string }> {
    const signedInEmail = principalOf(req)?.email;
    const input = signedInEmail
      ? { email: signedInEmail }
      : parseInput(ResendConfirmationInputSchema, userEnvelope(body), { prefix: 'user' });
    await this.rpc.call('identity.resend-confirmation', { email: input.email });
    return { message: CONFIRMATION_SENT };
  }

  @Put('unlock')
  @HttpCode(200)
  @RateLimit({ bucket: 'unlock-account', ...ACCOUNT_RATE_LIMIT })
  @ApiOperation({ summary: 'Unlock a locked account with the emailed token' })
  async unlock(@Body() body: unknown): Promise<{ message: string }> {
    const input = parseInput(UnlockInputSchema, body);
    await this.rpc.call('identity.unlock-account', { token: input.unlock_token });
    return { message: 'Your account has been unlocked. You can sign in now.' };
  }
}
