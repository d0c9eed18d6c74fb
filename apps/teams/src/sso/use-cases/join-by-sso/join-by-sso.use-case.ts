import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RpcPayload } from '@deckmill/messaging';
import { TeamErrors, TeamMessages } from '../../../shared';
import { Membership, Team } from '../../../teams';
import { SsoConfig } from '../../entities/sso-config.entity';

/**
 * A user who signed in through the team's provider becomes a member (idempotent: a member keeps their role).
 * The provider vouched for them on a verified domain of the team, which stands in for an invitation.
 */
@Injectable()
export class JoinBySsoUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly messages: TeamMessages,
  ) {}

  async execute(input: RpcPayload<'teams.sso-join'>): Promise<boolean> {
    const { teamId, userId } = input;
    const joined = await this.dataSource.transaction(async (manager) => {
      const team = await manager
        .getRepository(Team)
        .findOne({ where: { id: teamId }, lock: { mode: 'pessimistic_write' } });
      const config = team ? await manager.getRepository(SsoConfig).findOneBy({ teamId }) : null;
      if (!team || !config) throw TeamErrors.teamNotFound();
      const memberships = manager.getRepository(Membership);
      if (await memberships.findOneBy({ teamId, userId })) return false;
      const membership = await memberships.save({ teamId, userId, role: 'member' as const });
      await this.messages.publish(
        manager,
        'member.added',
        {
          teamId,
          userId,
          role: membership.role,
          addedBy: null,
          occurredAt: membership.createdAt.toISOString(),
        },
        `${team.shortId}:${membership.id}`,
      );
      return true;
    });
    await this.messages.flush();
    return joined;
  }
}
