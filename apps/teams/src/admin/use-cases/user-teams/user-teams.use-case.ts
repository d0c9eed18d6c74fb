import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Membership, Team } from '../../../teams';

/** Every membership of the given users with the team's name and the join date, oldest first. */
@Injectable()
export class AdminUserTeamsUseCase {
  constructor(
    @InjectRepository(Membership) private readonly memberships: Repository<Membership>,
    @InjectRepository(Team) private readonly teams: Repository<Team>,
  ) {}

  async execute(input: RpcPayload<'teams.admin-user-teams'>): Promise<RpcReply<'teams.admin-user-teams'>> {
    if (input.userIds.length === 0) return { memberships: [] };
    const memberships = await this.memberships.find({
      where: { userId: In(input.userIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const teamIds = [...new Set(memberships.map((membership) => membership.teamId))];
    const teams = teamIds.length > 0 ? await this.teams.findBy({ id: In(teamIds) }) : [];
    const byId = new Map(teams.map((team) => [team.id, team]));
    return {
      memberships: memberships.flatMap((membership) => {
        const team = byId.get(membership.teamId);
        if (!team) return [];
        return [
          {
            userId: membership.userId,
            teamId: team.id,
            shortId: team.shortId,
            name: team.name,
            role: membership.role,
            joinedAt: membership.createdAt.toISOString(),
          },
        ];
      }),
    };
  }
}
