import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { TeamOverview } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Invitation } from '../../../invitations';
import {
  Clock,
  pendingInvitations,
  presentInvitation,
  presentMember,
  teamForMember,
  UserDirectory,
} from '../../../shared';
import { Membership } from '../../entities/membership.entity';

/** A team as one of its members sees it; admins also see the pending invitations. */
@Injectable()
export class GetTeamUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'teams.get'>): Promise<TeamOverview> {
    const { team, membership } = await teamForMember(this.dataSource.manager, input.team, input.actorId);
    // Oldest first: the first admin found is the creator (or the longest-standing admin).
    const memberships = await this.dataSource
      .getRepository(Membership)
      .find({ where: { teamId: team.id }, order: { createdAt: 'ASC', id: 'ASC' } });
    const invitations =
      membership.role === 'admin'
        ? await this.dataSource.getRepository(Invitation).find({
            where: pendingInvitations(team.id, this.clock.now()),
            order: { createdAt: 'ASC', id: 'ASC' },
          })
        : [];
    const users = await this.users.byIds(memberships.map((m) => m.userId));
    return {
      id: team.id,
      shortId: team.shortId,
      name: team.name,
      createdAt: team.createdAt.toISOString(),
      role: membership.role,
      viewerMembershipId: membership.id,
      members: memberships.map((m) => presentMember(m, users.get(m.userId))),
      invitations: invitations.map(presentInvitation),
    };
  }
}
