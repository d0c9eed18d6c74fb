import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { roleChangeFact, successorAdmin, TeamMessages } from '../../../shared';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

/**
 * A deleted account leaves every team. A team it was the only member of is deleted; a team it was the last
 * admin of gets its longest-standing member as admin, so no team is ever left without one. Each team's change
 * and its events commit together (outbox), so a crash part-way loses no event; safe to run again (a
 * redelivered event finds no memberships, and a fact staged twice is one message).
 */
@Injectable()
export class RemoveDeletedUserUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: EventPayload<'user.deleted'>): Promise<number> {
    const { userId } = input;
    const memberships = await this.dataSource.getRepository(Membership).findBy({ userId });
    for (const membership of memberships) {
      await this.dataSource.transaction((manager) => this.leave(manager, membership.teamId, userId));
    }
    if (memberships.length > 0) await this.messages.flush();
    return memberships.length;
  }

  private async leave(manager: EntityManager, teamId: number, userId: string): Promise<void> {
    const team = await manager
      .getRepository(Team)
      .findOne({ where: { id: teamId }, lock: { mode: 'pessimistic_write' } });
    if (!team) return;
    const repository = manager.getRepository(Membership);
    const members = await repository.find({ where: { teamId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const leaving = members.find((member) => member.userId === userId);
    if (!leaving) return;
    const occurredAt = new Date();
    const others = members.filter((member) => member.id !== leaving.id);
    if (others.length === 0) {
      await manager.getRepository(Team).delete({ id: team.id });
      await this.messages.publish(
        manager,
        'team.deleted',
        { teamId: team.id, name: team.name, deletedBy: userId, occurredAt: occurredAt.toISOString() },
        team.shortId,
      );
      return;
    }
    await repository.delete({ id: leaving.id });
    await this.messages.publish(
      manager,
      'member.removed',
      { teamId: team.id, userId, removedBy: userId, occurredAt: occurredAt.toISOString() },
      `${team.shortId}:${leaving.id}`,
    );
    const successor = successorAdmin(others);
    if (!successor) return;
    successor.role = 'admin';
    await repository.save(successor);
    await this.messages.publish(
      manager,
      'member.role_changed',
      {
        teamId: team.id,
        userId: successor.userId,
        role: 'admin',
        previousRole: 'member',
        changedBy: userId,
        occurredAt: occurredAt.toISOString(),
      },
      roleChangeFact(team.shortId, successor.id, 'member', 'admin', occurredAt),
    );
  }
}
