import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { TeamMember, TeamRole } from '@deckmill/contracts';
import { InjectDataSource } from '@deckmill/database';
import { leavesNoAdmin } from '../../../shared/admin-rule';
import { TeamErrors } from '../../../shared/errors';
import { presentMember } from '../../../shared/presenters';
import { teamForAdmin } from '../../../shared/team-access';
import { TeamMessages } from '../../../shared/team-messages';
import { UserDirectory } from '../../../shared/user-directory';
import { Membership } from '../../entities/membership.entity';

/** Team admins promote or demote a member; the last admin cannot be demoted. */
@Injectable()
export class ChangeMemberRoleUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
    private readonly users: UserDirectory,
  ) {}

  async execute(actorId: string, teamRef: string, memberId: number, role: TeamRole): Promise<TeamMember> {
    const { member, previousRole } = await this.dataSource.transaction(async (manager) => {
      const { team } = await teamForAdmin(manager, teamRef, actorId, { lock: true });
      const repository = manager.getRepository(Membership);
      const members = await repository.findBy({ teamId: team.id });
      const target = members.find((m) => m.id === memberId);
      if (!target) throw TeamErrors.memberNotFound();
      if (leavesNoAdmin(members, target.id, role)) throw TeamErrors.lastAdmin();
      const before = target.role;
      target.role = role;
      return { member: await repository.save(target), previousRole: before };
    });
    if (previousRole !== role) {
      await this.messages.publish('member.role_changed', {
        teamId: member.teamId,
        userId: member.userId,
        role,
        previousRole,
        changedBy: actorId,
        occurredAt: new Date().toISOString(),
      });
    }
    return presentMember(member, (await this.users.byId(member.userId)) ?? undefined);
  }
}
