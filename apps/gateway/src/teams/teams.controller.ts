import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateTeamBodySchema,
  RenameTeamBodySchema,
  type TeamDetail,
  type TeamListItem,
} from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { parseInput } from '@deckmill/server-kit';
import { CurrentPrincipal, type Principal, SignedInGuard } from '../auth';
import { teamRef } from './route-params';
import { teamDetail, teamListItem } from './team-views';

/** /api/app/teams: the signed-in user's teams. `{id}` is the short_id or the numeric id. */
@ApiTags('teams')
@Controller('api/app/teams')
@UseGuards(SignedInGuard)
export class TeamsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The user's teams: id, short_id, name, role, member_count, created_at" })
  async list(@CurrentPrincipal() principal: Principal): Promise<{ teams: TeamListItem[] }> {
    const { teams } = await this.rpc.call('teams.list', { actorId: principal.userId });
    return { teams: teams.map(teamListItem) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a team (team{name}); the creator becomes its admin' })
  async create(@CurrentPrincipal() principal: Principal, @Body() body: unknown): Promise<TeamListItem> {
    const { team } = parseInput(CreateTeamBodySchema, body);
    return teamListItem(await this.rpc.call('teams.create', { actorId: principal.userId, name: team.name }));
  }

  @Get(':id')
  @ApiOperation({ summary: 'A team with its members (members only; 404 otherwise)' })
  async get(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<TeamDetail> {
    return teamDetail(await this.rpc.call('teams.get', { actorId: principal.userId, team: teamRef(id) }));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a team (name; team admins)' })
  async rename(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<TeamListItem> {
    const { name } = parseInput(RenameTeamBodySchema, body);
    return teamListItem(
      await this.rpc.call('teams.rename', { actorId: principal.userId, team: teamRef(id), name }),
    );
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a team (team admins); its shared templates return to their owners' })
  async delete(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('teams.delete', { actorId: principal.userId, team: teamRef(id) });
  }

  @Post(':id/leave')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave a team (refused for its last admin)' })
  async leave(@CurrentPrincipal() principal: Principal, @Param('id') id: string): Promise<void> {
    await this.rpc.call('teams.leave', { actorId: principal.userId, team: teamRef(id) });
  }
}
