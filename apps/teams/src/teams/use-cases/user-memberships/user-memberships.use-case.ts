import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Membership } from '../../entities/membership.entity';
import { Team } from '../../entities/team.entity';

type MembershipsReply = RpcReply<'teams.memberships'>;

/** Every team of a user with their role, for the services that decide access by team (templates). */
@Injectable()
export class UserMembershipsUseCase {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: RpcPayload<'teams.memberships'>): Promise<MembershipsReply> {
    const rows = await this.dataSource
      .getRepository(Membership)
      .createQueryBuilder('m')
      .innerJoin(Team, 't', 't.id = m.team_id')
      .select(['t.id AS "teamId"', 't.short_id AS "shortId"', 't.name AS "name"', 'm.role AS "role"'])
      .where('m.user_id = :userId', { userId: input.userId })
      .orderBy('t.name', 'ASC')
      .getRawMany<MembershipsReply['teams'][number]>();
    return { teams: rows.map((row) => ({ ...row, teamId: Number(row.teamId) })) };
  }
}
