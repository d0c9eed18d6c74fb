import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Membership, Team } from '../teams';
import { AdminTeamRecords } from './admin-team-record';
import { TeamsAdminRpcController } from './teams-admin.rpc-controller';
import { AdminGetTeamUseCase } from './use-cases/get-team/get-team.use-case';
import { AdminListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case';
import { AdminTeamStatsUseCase } from './use-cases/team-stats/team-stats.use-case';
import { AdminUserTeamsUseCase } from './use-cases/user-teams/user-teams.use-case';

/** Read-only queries over every team for the admin service. */
@Module({
  imports: [TypeOrmModule.forFeature([Team, Membership])],
  controllers: [TeamsAdminRpcController],
  providers: [
    AdminTeamRecords,
    AdminTeamStatsUseCase,
    AdminUserTeamsUseCase,
    AdminListTeamsUseCase,
    AdminGetTeamUseCase,
  ],
})
export class TeamsAdminModule {}
