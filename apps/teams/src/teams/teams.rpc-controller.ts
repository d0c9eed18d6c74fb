import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ChangeMemberRoleUseCase } from './use-cases/change-member-role/change-member-role.use-case';
import { CreateTeamUseCase } from './use-cases/create-team/create-team.use-case';
import { DeleteTeamUseCase } from './use-cases/delete-team/delete-team.use-case';
import { GetTeamUseCase } from './use-cases/get-team/get-team.use-case';
import { LargestOwnedTeamUseCase } from './use-cases/largest-owned-team/largest-owned-team.use-case';
import { LeaveTeamUseCase } from './use-cases/leave-team/leave-team.use-case';
import { ListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case';
import { RemoveMemberUseCase } from './use-cases/remove-member/remove-member.use-case';
import { RenameTeamUseCase } from './use-cases/rename-team/rename-team.use-case';
import { UserMembershipUseCase } from './use-cases/user-membership/user-membership.use-case';
import { UserMembershipsUseCase } from './use-cases/user-memberships/user-memberships.use-case';

const done = { ok: true } as const;

/** Teams and memberships over request/reply; every rule (not found for strangers, forbidden for members) lives in the use cases. */
@Controller()
export class TeamsRpcController {
  constructor(
    private readonly createTeam: CreateTeamUseCase,
    private readonly listTeams: ListTeamsUseCase,
    private readonly getTeam: GetTeamUseCase,
    private readonly renameTeam: RenameTeamUseCase,
    private readonly deleteTeam: DeleteTeamUseCase,
    private readonly changeRole: ChangeMemberRoleUseCase,
    private readonly removeMember: RemoveMemberUseCase,
    private readonly leaveTeam: LeaveTeamUseCase,
    private readonly memberships: UserMembershipsUseCase,
    private readonly membership: UserMembershipUseCase,
    private readonly largestOwnedTeam: LargestOwnedTeamUseCase,
  ) {}

  @RpcHandler('teams.list')
  async list(@Payload() input: RpcPayload<'teams.list'>): Promise<RpcReply<'teams.list'>> {
    return { teams: await this.listTeams.execute(input) };
  }

  @RpcHandler('teams.create')
  create(@Payload() input: RpcPayload<'teams.create'>): Promise<RpcReply<'teams.create'>> {
    return this.createTeam.execute(input);
  }

  @RpcHandler('teams.get')
  get(@Payload() input: RpcPayload<'teams.get'>): Promise<RpcReply<'teams.get'>> {
    return this.getTeam.execute(input);
  }

  @RpcHandler('teams.rename')
  rename(@Payload() input: RpcPayload<'teams.rename'>): Promise<RpcReply<'teams.rename'>> {
    return this.renameTeam.execute(input);
  }

  @RpcHandler('teams.delete')
  async delete(@Payload() input: RpcPayload<'teams.delete'>): Promise<RpcReply<'teams.delete'>> {
    await this.deleteTeam.execute(input);
    return done;
  }

  @RpcHandler('teams.update-role')
  updateRole(@Payload() input: RpcPayload<'teams.update-role'>): Promise<RpcReply<'teams.update-role'>> {
    return this.changeRole.execute(input);
  }

  @RpcHandler('teams.remove-member')
  async remove(
    @Payload() input: RpcPayload<'teams.remove-member'>,
  ): Promise<RpcReply<'teams.remove-member'>> {
    await this.removeMember.execute(input);
    return done;
  }

  @RpcHandler('teams.leave')
  async leave(@Payload() input: RpcPayload<'teams.leave'>): Promise<RpcReply<'teams.leave'>> {
    await this.leaveTeam.execute(input);
    return done;
  }

  @RpcHandler('teams.memberships')
  userMemberships(@Payload() input: RpcPayload<'teams.memberships'>): Promise<RpcReply<'teams.memberships'>> {
    return this.memberships.execute(input);
  }

  @RpcHandler('teams.membership')
  userMembership(@Payload() input: RpcPayload<'teams.membership'>): Promise<RpcReply<'teams.membership'>> {
    return this.membership.execute(input);
  }

  @RpcHandler('teams.max-team-size-owned')
  async maxTeamSizeOwned(
    @Payload() input: RpcPayload<'teams.max-team-size-owned'>,
  ): Promise<RpcReply<'teams.max-team-size-owned'>> {
    return { maxMembers: await this.largestOwnedTeam.execute(input) };
  }
}
