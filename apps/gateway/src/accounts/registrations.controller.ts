import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignUpInputSchema, type SignUpAnswer } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { SessionOnlyGuard } from '../auth';
import { ACCOUNT_RATE_LIMIT } from './rate-limits';
import { csrfTokenOf, userAgentOf, userEnvelope } from './request-details';

/** The one answer to a valid sign-up, whether the address was free or already had an account. */
export const SIGN_UP_REQUESTED =
  'A message with a confirmation link has been sent to your email address. Please follow the link to activate your account.';

/** A new account whose address an invitation link proved: confirmed, and in the team when `teamName` is given. */
export function signUpConfirmedMessage(teamName: string | null): string {
  return teamName
    ? `Your invitation confirmed your email address and you have joined ${teamName}. Sign in to get started.`
    : 'Your invitation confirmed your email address. Sign in to get started.';
}

/**
 * Sign-up never signs in and answers a taken address like a free one. Through an invitation link
 * (`invitation_token`) the token goes to identity as it came: identity has teams claim the invitation for the
 * new account (checked against the address and spent in one transaction, the account joining the team) and
 * only then creates it confirmed. The gateway vouches for nothing. Only the link's holder sees the different
 * answer, and the link already told them the address had no account (it led to sign-up).
 */
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
      'Sign up: creates the account and mails the confirmation link (a taken address gets the same answer and its owner a mail); through an invitation to that address, confirmed at once and in the team; then sign in',
  })
  async signUp(
    @Body() body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignUpAnswer> {
    const input = parseInput(SignUpInputSchema, userEnvelope(body), { prefix: 'user' });
    const { confirmedUserId, joinedTeam } = await this.rpc.call('identity.sign-up', {
      name: input.name,
      company: input.company,
      email: input.email,
      password: input.password,
      invitationToken: input.invitation_token?.trim() || null,
      userAgent: userAgentOf(req),
    });
    const csrf_token = csrfTokenOf(res);
    if (!confirmedUserId) return { user: null, csrf_token, message: SIGN_UP_REQUESTED };
    const team = joinedTeam
      ? { id: joinedTeam.id, short_id: joinedTeam.shortId, name: joinedTeam.name }
      : null;
    return {
      user: null,
      csrf_token,
      message: signUpConfirmedMessage(team?.name ?? null),
      email_confirmed: true,
      team,
    };
  }
}
