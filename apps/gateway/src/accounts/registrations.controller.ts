import { Body, Controller, HttpCode, Logger, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SignUpInputSchema, type SignUpAnswer } from '@deckmill/api-contracts';
import { isDomainError, RpcClient } from '@deckmill/messaging';
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

type JoinedTeam = NonNullable<SignUpAnswer['team']>;

/**
 * Sign-up never signs in and answers a taken address like a free one. Through an invitation link
 * (`invitation_token`), teams first checks that the token names a pending invitation to exactly this address:
 * a new account is then created confirmed (the mailed link proves the mailbox) and the invitation accepted for
 * it at once, which spends the token. Only the link's holder sees the different answer, and the link already
 * told them the address had no account (it led to sign-up).
 */
@ApiTags('accounts')
@Controller('api/users')
@UseGuards(SessionOnlyGuard)
export class RegistrationsController {
  private readonly logger = new Logger(RegistrationsController.name);

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
    const token = input.invitation_token?.trim() || null;
    const emailProved = token ? await this.invitationProves(token, input.email) : false;
    const { confirmedUserId } = await this.rpc.call('identity.sign-up', {
      name: input.name,
      company: input.company,
      email: input.email,
      password: input.password,
      emailProved,
      userAgent: userAgentOf(req),
    });
    const csrf_token = csrfTokenOf(res);
    if (!token || !confirmedUserId) return { user: null, csrf_token, message: SIGN_UP_REQUESTED };
    const team = await this.joinInvitedTeam(confirmedUserId, token);
    return {
      user: null,
      csrf_token,
      message: signUpConfirmedMessage(team?.name ?? null),
      email_confirmed: true,
      team,
    };
  }

  /** Teams unreachable: the sign-up goes on the usual way (confirmation mail), rather than failing. */
  private async invitationProves(token: string, email: string): Promise<boolean> {
    try {
      return (await this.rpc.call('teams.invitation-proves-address', { token, email })).proved;
    } catch (error) {
      this.logger.warn(`invitation proof unavailable, signing up unconfirmed: ${String(error)}`);
      return false;
    }
  }

  /** Accepting spends the invitation, so its token proves an address once. A failure leaves it in the list. */
  private async joinInvitedTeam(userId: string, token: string): Promise<JoinedTeam | null> {
    try {
      const { team } = await this.rpc.call('teams.accept-invitation', { actorId: userId, token });
      return { id: team.id, short_id: team.shortId, name: team.name };
    } catch (error) {
      if (!isDomainError(error)) this.logger.warn(`joining the invited team failed: ${String(error)}`);
      return null;
    }
  }
}
