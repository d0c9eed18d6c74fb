import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AdminGetTeamUseCase } from './use-cases/get-team/get-team.use-case';
import { AdminListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case';
import { AdminTeamStatsUseCase } from './use-cases/team-stats/team-stats.use-case';
import { AdminUserTeamsUseCase } from './use-cases/user-teams/user-teams.use-case';

/** The teams read model of the operator panel (called by the admin service only). */
@Controller()
export class TeamsAdminRpcController {
  constructor(
    private readonly teamStats: AdminTeamStatsUseCase,
    private readonly userTeams: AdminUserTeamsUseCase,
    private readonly listTeams: AdminListTeamsUseCase,
    private readonly getTeam: AdminGetTeamUseCase,
  ) {}

  @RpcHandler('teams.admin-stats')
  stats(@Payload() input: RpcPayload<'teams.admin-stats'>): Promise<RpcReply<'teams.admin-stats'>> {
    return this.teamStats.execute(input);
  }

  @RpcHandler('teams.admin-user-teams')
  memberships(
    @Payload() input: RpcPayload<'teams.admin-user-teams'>,
  ): Promise<RpcReply<'teams.admin-user-teams'>> {
    return this.userTeams.execute(input);
  }

  @RpcHandler('teams.admin-list-teams')
  list(@Payload() input: RpcPayload<'teams.admin-list-teams'>): Promise<RpcReply<'teams.admin-list-teams'>> {
    return this.listTeams.execute(input);
  }

  @RpcHandler('teams.admin-get-team')
  get(@Payload() input: RpcPayload<'teams.admin-get-team'>): Promise<RpcReply<'teams.admin-get-team'>> {
    return this.getTeam.execute(input);
  }
}
