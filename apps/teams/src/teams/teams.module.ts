import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TeamsSharedModule } from '../shared';
import { Membership } from './entities/membership.entity';
import { Team } from './entities/team.entity';
import { TeamRepository } from './team.repository';
import { TeamsEvents } from './teams.events';
import { TeamsRpcController } from './teams.rpc-controller';
import { ChangeMemberRoleUseCase } from './use-cases/change-member-role/change-member-role.use-case';
import { CreateTeamUseCase } from './use-cases/create-team/create-team.use-case';
import { DeleteTeamUseCase } from './use-cases/delete-team/delete-team.use-case';
import { GetTeamUseCase } from './use-cases/get-team/get-team.use-case';
import { LargestOwnedTeamUseCase } from './use-cases/largest-owned-team/largest-owned-team.use-case';
import { LeaveTeamUseCase } from './use-cases/leave-team/leave-team.use-case';
import { ListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case';
import { RemoveMemberUseCase } from './use-cases/remove-member/remove-member.use-case';
import { RemoveDeletedUserUseCase } from './use-cases/remove-deleted-user/remove-deleted-user.use-case';
import { RenameTeamUseCase } from './use-cases/rename-team/rename-team.use-case';
import { UserMembershipUseCase } from './use-cases/user-membership/user-membership.use-case';
import { UserMembershipsUseCase } from './use-cases/user-memberships/user-memberships.use-case';

@Module({
  imports: [TeamsSharedModule, TypeOrmModule.forFeature([Team, Membership])],
  controllers: [TeamsRpcController],
  providers: [
    TeamRepository,
    CreateTeamUseCase,
    ListTeamsUseCase,
    GetTeamUseCase,
    RenameTeamUseCase,
    DeleteTeamUseCase,
    ChangeMemberRoleUseCase,
    RemoveMemberUseCase,
    LeaveTeamUseCase,
    UserMembershipsUseCase,
    UserMembershipUseCase,
    LargestOwnedTeamUseCase,
    RemoveDeletedUserUseCase,
    TeamsEvents,
  ],
})
export class TeamsDomainModule {}
