import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { type RpcPayload } from '@deckmill/messaging';
import { parseTeamRef, TeamErrors } from '../../../shared';
import { Membership, Team } from '../../../teams';
import { toAdminTeamRecord } from '../../admin-team-record';

/** Any team with its members (user ids, roles, join dates), for the operators. */
@Injectable()
export class AdminGetTeamUseCase {
  constructor(
    @InjectRepository(Team) private readonly teams: Repository<Team>,
    @InjectRepository(Membership) private readonly memberships: Repository<Membership>,
  ) {}

  async execute(input: RpcPayload<'teams.admin-get-team'>): Promise<RpcReply<'teams.admin-get-team'>> {
    const ref = parseTeamRef(input.team);
    const team = ref
      ? await this.teams.findOneBy(ref.kind === 'id' ? { id: ref.id } : { shortId: ref.shortId })
      : null;
    if (!team) throw TeamErrors.teamNotFound();
    const members = await this.memberships.find({
      where: { teamId: team.id },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return {
      ...toAdminTeamRecord(team, members.length),
      members: members.map((member) => ({
        userId: member.userId,
        role: member.role,
        joinedAt: member.createdAt.toISOString(),
      })),
    };
  }
}
