import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThanOrEqual, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Team } from '../../../teams';

/** How many teams there are, and how many were created since the window's start. */
@Injectable()
export class AdminTeamStatsUseCase {
  constructor(@InjectRepository(Team) private readonly teams: Repository<Team>) {}

  async execute(input: RpcPayload<'teams.admin-stats'>): Promise<RpcReply<'teams.admin-stats'>> {
    const [totalTeams, newTeams] = await Promise.all([
      this.teams.count(),
      this.teams.countBy({ createdAt: MoreThanOrEqual(new Date(input.since)) }),
    ]);
    return { totalTeams, newTeams };
  }
}
