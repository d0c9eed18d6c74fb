import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Team } from '../../../teams';
import { AdminTeamRecords } from '../../admin-team-record';

/** One page of all teams, newest first, searched by name or short id. */
@Injectable()
export class AdminListTeamsUseCase {
  constructor(
    @InjectRepository(Team) private readonly teams: Repository<Team>,
    private readonly records: AdminTeamRecords,
  ) {}

  async execute(input: RpcPayload<'teams.admin-list-teams'>): Promise<RpcReply<'teams.admin-list-teams'>> {
    const query = this.teams.createQueryBuilder('t');
    if (input.search) {
      const pattern = `%${input.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      query.where('(t.name ILIKE :pattern OR t.short_id = :exact)', { pattern, exact: input.search });
    }
    const [teams, totalCount] = await query
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .skip((input.page - 1) * input.perPage)
      .take(input.perPage)
      .getManyAndCount();
    return { teams: await this.records.of(teams), totalCount };
  }
}
