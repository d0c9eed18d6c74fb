import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import { Membership, type Team } from '../teams';

export type AdminTeamRecord = RpcReply<'teams.admin-list-teams'>['teams'][number];

/** Turns teams into the operators' records, with each team's member count (one grouped query). */
@Injectable()
export class AdminTeamRecords {
  constructor(@InjectRepository(Membership) private readonly memberships: Repository<Membership>) {}

  async of(teams: readonly Team[]): Promise<AdminTeamRecord[]> {
    if (teams.length === 0) return [];
    const rows = await this.memberships
      .createQueryBuilder('m')
      .select('m.team_id', 'teamId')
      .addSelect('COUNT(*)', 'count')
      .where({ teamId: In(teams.map((team) => team.id)) })
      .groupBy('m.team_id')
      .getRawMany<{ teamId: number; count: string }>();
    const counts = new Map(rows.map((row) => [Number(row.teamId), Number(row.count)]));
    return teams.map((team) => toAdminTeamRecord(team, counts.get(team.id) ?? 0));
  }
}

export function toAdminTeamRecord(team: Team, memberCount: number): AdminTeamRecord {
  return {
    id: team.id,
    shortId: team.shortId,
    name: team.name,
    creatorId: team.creatorId,
    memberCount,
    createdAt: team.createdAt.toISOString(),
  };
}
