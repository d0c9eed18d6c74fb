import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@deckmill/database';
import { successorAdmin } from '../../../shared/admin-rule';
import { TeamMessages } from '../../../shared/team-messages';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

/** What leaving did to one team, for the events. */
type Departure =
  | { kind: 'team-deleted'; team: Team }
  | { kind: 'left'; team: Team; membershipId: number; promoted: Membership | null };

/**
 * A deleted account leaves every team. A team it was the only member of is deleted; a team it was the last
 * admin of gets its longest-standing member as admin, so no team is ever left without one. Safe to run again
 * (a redelivered event finds no memberships).
 */
@Injectable()
export class RemoveDeletedUserUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(userId: string): Promise<number> {
    const memberships = await this.dataSource.getRepository(Membership).findBy({ userId });
    for (const membership of memberships) {
      const departure = await this.leave(membership.teamId, userId);
      if (departure) await this.announce(departure, userId);
    }
    return memberships.length;
  }

  private leave(teamId: number, userId: string): Promise<Departure | null> {
    return this.dataSource.transaction(async (manager) => {
      const team = await manager
        .getRepository(Team)
        .findOne({ where: { id: teamId }, lock: { mode: 'pessimistic_write' } });
      if (!team) return null;
      const repository = manager.getRepository(Membership);
      const members = await repository.find({ where: { teamId }, order: { createdAt: 'ASC', id: 'ASC' } });
      const leaving = members.find((member) => member.userId === userId);
      if (!leaving) return null;
      const others = members.filter((member) => member.id !== leaving.id);
      if (others.length === 0) {
        await manager.getRepository(Team).delete({ id: team.id });
        return { kind: 'team-deleted', team };
      }
      await repository.delete({ id: leaving.id });
      const successor = successorAdmin(others);
      if (successor) {
        successor.role = 'admin';
        await repository.save(successor);
      }
      return { kind: 'left', team, membershipId: leaving.id, promoted: successor };
    });
  }

  private async announce(departure: Departure, userId: string): Promise<void> {
    const occurredAt = new Date().toISOString();
    const { team } = departure;
    if (departure.kind === 'team-deleted') {
      await this.messages.publish(
        'team.deleted',
        { teamId: team.id, name: team.name, deletedBy: userId, occurredAt },
        team.shortId,
      );
      return;
    }
    await this.messages.publish(
      'member.removed',
      { teamId: team.id, userId, removedBy: userId, occurredAt },
      `${team.shortId}:${departure.membershipId}`,
    );
    if (departure.promoted) {
      await this.messages.publish('member.role_changed', {
        teamId: team.id,
        userId: departure.promoted.userId,
        role: 'admin',
        previousRole: 'member',
        changedBy: userId,
        occurredAt,
      });
    }
  }
}
