import { Body, Controller, Delete, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  InviteMemberBodySchema,
  UpdateRoleBodySchema,
  type InviteResult,
  type TeamMember,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput, RateLimit } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { numericId, teamRef } from './route-params';
import { inviteResult, teamMember } from './team-views';

/** /api/app/teams/{id}/members: invite, change roles, remove (team admins; 404 strangers, 403 members). */
@ApiTags('teams')
@Controller('api/app/teams/:id/members')
@UseGuards(SignedInGuard)
export class TeamMembersController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @RateLimit({ bucket: 'team-invite', limit: 60, windowMs: 10 * 60_000 })
  @ApiOperation({
    summary: 'Invite by email (role default member): a mail with a link; the invitee joins on accepting',
  })
  async invite(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<InviteResult> {
    const { email, role } = parseInput(InviteMemberBodySchema, body);
    return inviteResult(
      await this.rpc.call('teams.invite', { actorId: principal.userId, team: teamRef(id), email, role }),
    );
  }

  @Patch(':memberId/update_role')
  @ApiOperation({ summary: "Change a member's role (the last admin cannot be demoted)" })
  async updateRole(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @Body() body: unknown,
  ): Promise<TeamMember> {
    const { role } = parseInput(UpdateRoleBodySchema, body);
    const member = await this.rpc.call('teams.update-role', {
      actorId: principal.userId,
      team: teamRef(id),
      memberId: numericId(memberId),
      role,
    });
    return teamMember(member);
  }

  @Delete(':memberId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member (the last admin cannot be removed)' })
  async remove(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
  ): Promise<void> {
    await this.rpc.call('teams.remove-member', {
      actorId: principal.userId,
      team: teamRef(id),
      memberId: numericId(memberId),
    });
  }
}
