import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  leavesNoAdmin,
  type TeamAccess,
  TeamErrors,
  teamForAdmin,
  teamForMember,
  TeamMessages,
} from '../../../shared';
import { Membership } from '../../entities/membership.entity';

/**
 * Removes a membership: an admin removing a member, or a member leaving (`leave`). Either way the team keeps
 * at least one admin. `member.removed` is staged with the removal (outbox).
 */
@Injectable()
export class RemoveMemberUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  /** An admin removes the member `memberId` (possibly themselves). */
  async remove(actorId: string, teamRef: string, memberId: number): Promise<void> {
    await this.removeWith(
      actorId,
      (manager) => teamForAdmin(manager, teamRef, actorId, { lock: true }),
      memberId,
    );
  }

  /** Any member leaves the team. */
  async leave(actorId: string, teamRef: string): Promise<void> {
    await this.removeWith(actorId, (manager) => teamForMember(manager, teamRef, actorId, { lock: true }));
  }

  private async removeWith(
    actorId: string,
    access: (manager: EntityManager) => Promise<TeamAccess>,
    memberId?: number,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const { team, membership } = await access(manager);
      const repository = manager.getRepository(Membership);
      const members = await repository.findBy({ teamId: team.id });
      const target = members.find((m) => m.id === (memberId ?? membership.id));
      if (!target) throw TeamErrors.memberNotFound();
      if (leavesNoAdmin(members, target.id, null)) throw TeamErrors.lastAdmin();
      await repository.delete({ id: target.id });
      await this.messages.publish(
        manager,
        'member.removed',
        {
          teamId: target.teamId,
          userId: target.userId,
          removedBy: actorId,
          occurredAt: new Date().toISOString(),
        },
        `${team.shortId}:${target.id}`,
      );
    });
    await this.messages.flush();
  }
}
