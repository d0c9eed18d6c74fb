import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ChangeMemberRoleUseCase } from './use-cases/change-member-role/change-member-role.use-case';
import { CreateTeamUseCase } from './use-cases/create-team/create-team.use-case';
import { DeleteTeamUseCase } from './use-cases/delete-team/delete-team.use-case';
import { GetTeamUseCase } from './use-cases/get-team/get-team.use-case';
import { LargestOwnedTeamUseCase } from './use-cases/largest-owned-team/largest-owned-team.use-case';
import { ListTeamsUseCase } from './use-cases/list-teams/list-teams.use-case';
import { RemoveMemberUseCase } from './use-cases/remove-member/remove-member.use-case';
import { RenameTeamUseCase } from './use-cases/rename-team/rename-team.use-case';
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
    private readonly memberships: UserMembershipsUseCase,
    private readonly largestOwnedTeam: LargestOwnedTeamUseCase,
  ) {}

  @RpcHandler('teams.list')
  async list(@Payload() request: RpcPayload<'teams.list'>): Promise<RpcReply<'teams.list'>> {
    return { teams: await this.listTeams.execute(request.actorId) };
  }

  @RpcHandler('teams.create')
  create(@Payload() request: RpcPayload<'teams.create'>): Promise<RpcReply<'teams.create'>> {
    return this.createTeam.execute(request.actorId, request.name);
  }

  @RpcHandler('teams.get')
  get(@Payload() request: RpcPayload<'teams.get'>): Promise<RpcReply<'teams.get'>> {
    return this.getTeam.execute(request.actorId, request.team);
  }

  @RpcHandler('teams.rename')
  rename(@Payload() request: RpcPayload<'teams.rename'>): Promise<RpcReply<'teams.rename'>> {
    return this.renameTeam.execute(request.actorId, request.team, request.name);
  }

  @RpcHandler('teams.delete')
  async delete(@Payload() request: RpcPayload<'teams.delete'>): Promise<RpcReply<'teams.delete'>> {
    await this.deleteTeam.execute(request.actorId, request.team);
    return done;
  }

  @RpcHandler('teams.update-role')
  updateRole(@Payload() request: RpcPayload<'teams.update-role'>): Promise<RpcReply<'teams.update-role'>> {
    return this.changeRole.execute(request.actorId, request.team, request.memberId, request.role);
  }

  @RpcHandler('teams.remove-member')
  async remove(
    @Payload() request: RpcPayload<'teams.remove-member'>,
  ): Promise<RpcReply<'teams.remove-member'>> {
    await this.removeMember.remove(request.actorId, request.team, request.memberId);
    return done;
  }

  @RpcHandler('teams.leave')
  async leave(@Payload() request: RpcPayload<'teams.leave'>): Promise<RpcReply<'teams.leave'>> {
    await this.removeMember.leave(request.actorId, request.team);
    return done;
  }

  @RpcHandler('teams.memberships')
  userMemberships(
    @Payload() request: RpcPayload<'teams.memberships'>,
  ): Promise<RpcReply<'teams.memberships'>> {
    return this.memberships.all(request.userId);
  }

  @RpcHandler('teams.membership')
  userMembership(@Payload() request: RpcPayload<'teams.membership'>): Promise<RpcReply<'teams.membership'>> {
    return this.memberships.one(request.userId, request.teamId);
  }

  @RpcHandler('teams.max-team-size-owned')
  async maxTeamSizeOwned(
    @Payload() request: RpcPayload<'teams.max-team-size-owned'>,
  ): Promise<RpcReply<'teams.max-team-size-owned'>> {
    return { maxMembers: await this.largestOwnedTeam.execute(request.userId) };
  }
}
