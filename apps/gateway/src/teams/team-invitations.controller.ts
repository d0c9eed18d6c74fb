import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AcceptedInvitation, PendingInvitation, ReceivedInvitations } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { RateLimit } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { invitationRef, numericId, teamRef } from './route-params';
import { acceptedInvitation, pendingInvitation, receivedInvitations } from './team-views';

/**
 * Pending invitations of a team (admins; listed in the team detail), and the invitee's side: their received
 * invitations, accepting or declining one by its mail link's token or by its id from that list.
 */
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
    const invitation = await this.rpc.call('teams.resend-invitation', {
      actorId: principal.userId,
      team: teamRef(id),
      invitationId: numericId(invitationId),
    });
    return pendingInvitation(invitation);
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

  @Get('invitations')
  @ApiOperation({ summary: "The invitations waiting for the signed-in user's answer (confirmed address)" })
  async received(@CurrentPrincipal() principal: Principal): Promise<ReceivedInvitations> {
    return receivedInvitations(
      await this.rpc.call('teams.received-invitations', { actorId: principal.userId }),
    );
  }

  @Post('invitations/:ref/accept')
  @HttpCode(200)
  @RateLimit({ bucket: 'team-invitation-accept', limit: 30, windowMs: 10 * 60_000 })
  @ApiOperation({
    summary: 'The invitee joins the team: `ref` is the mail link token or the id from their received list',
  })
  async accept(
    @CurrentPrincipal() principal: Principal,
    @Param('ref') ref: string,
  ): Promise<AcceptedInvitation> {
    const accepted = await this.rpc.call('teams.accept-invitation', {
      actorId: principal.userId,
      ...invitationRef(ref),
    });
    return acceptedInvitation(accepted);
  }

  @Post('invitations/:ref/decline')
  @HttpCode(204)
  @RateLimit({ bucket: 'team-invitation-accept', limit: 30, windowMs: 10 * 60_000 })
  @ApiOperation({ summary: 'The invitee declines (token or id, as for accepting); the seat is freed' })
  async decline(@CurrentPrincipal() principal: Principal, @Param('ref') ref: string): Promise<void> {
    await this.rpc.call('teams.decline-invitation', { actorId: principal.userId, ...invitationRef(ref) });
  }
}
