import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TeamMembershipView } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import {
  leavesNoAdmin,
  presentMember,
  roleChangeFact,
  TeamErrors,
  teamForAdmin,
  TeamMessages,
  UserDirectory,
} from '../../../shared';
import { Membership } from '../../entities/membership.entity';

/** Team admins promote or demote a member; the last admin cannot be demoted. The change stages its event. */
@Injectable()
export class ChangeMemberRoleUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
    private readonly users: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'teams.update-role'>): Promise<TeamMembershipView> {
    const { actorId, team: teamRef, memberId, role } = input;
    const member = await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const repository = manager.getRepository(Membership);
      const members = await repository.findBy({ teamId: team.id });
      const target = members.find((m) => m.id === memberId);
      if (!target) throw TeamErrors.memberNotFound();
      if (leavesNoAdmin(members, target.id, role)) throw TeamErrors.lastAdmin();
      const previousRole = target.role;
      if (previousRole === role) return target;
      target.role = role;
      const saved = await repository.save(target);
      const occurredAt = new Date();
      await this.messages.publish(
        manager,
        'member.role_changed',
        {
          teamId: saved.teamId,
          userId: saved.userId,
          role,
          previousRole,
          changedBy: actorId,
          occurredAt: occurredAt.toISOString(),
        },
        roleChangeFact(team.shortId, saved.id, previousRole, role, occurredAt),
      );
      return saved;
    });
    await this.messages.flush();
    return presentMember(member, (await this.users.byId(member.userId)) ?? undefined);
  }
}
