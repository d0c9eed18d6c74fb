import { Controller, Delete, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AcceptedInvitation, PendingInvitation } from '@deckmill/contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { SignedInGuard } from '../auth/guards';
import { CurrentPrincipal, type Principal } from '../auth/principal';
import { invitationToken, numericId, teamRef } from './route-params';

/** Pending invitations of a team (admins; listed in the team detail) and accepting one from its mail link. */
@ApiTags('teams')
@Controller('api/app')
@UseGuards(SignedInGuard)
export class TeamInvitationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('teams/:id/invitations/:invitationId/resend')
  @HttpCode(200)
  @RateLimit({ bucket: 'team-invite', limit: 60, windowMs: 10 * 60_000 })
  @ApiOperation({ summary: 'Send an invitation again with a new link, valid for 7 more days' })
  async resend(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
  ): Promise<PendingInvitation> {
    return this.rpc.call('teams.resend-invitation', {
      actorId: principal.userId,
      team: teamRef(id),
      invitationId: numericId(invitationId),
    });
  }

  @Delete('teams/:id/invitations/:invitationId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw an invitation' })
  async revoke(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('invitationId') invitationId: string,
  ): Promise<void> {
    await this.rpc.call('teams.revoke-invitation', {
      actorId: principal.userId,
      team: teamRef(id),
      invitationId: numericId(invitationId),
    });
  }

  @Post('invitations/:token/accept')
  @HttpCode(200)
  @RateLimit({ bucket: 'team-invitation-accept', limit: 30, windowMs: 10 * 60_000 })
  @ApiOperation({ summary: 'The signed-in user joins the team of the invitation link they received' })
  async accept(
    @CurrentPrincipal() principal: Principal,
    @Param('token') token: string,
  ): Promise<AcceptedInvitation> {
    return this.rpc.call('teams.accept-invitation', {
      actorId: principal.userId,
      token: invitationToken(token),
    });
  }
}
