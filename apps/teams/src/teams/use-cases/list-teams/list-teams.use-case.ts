import { Injectable } from '@nestjs/common';
import type { TeamSummary } from '@deckmill/bus-contracts';
import { presentTeam } from '../../../shared';
import { TeamRepository } from '../../team.repository';

/** The user's teams with their role and member count, newest first. */
@Injectable()
export class ListTeamsUseCase {
  constructor(private readonly teams: TeamRepository) {}

  async execute(actorId: string): Promise<TeamSummary[]> {
    const mine = await this.teams.listOfMember(actorId);
    return mine.map(({ team, role, memberCount }) => presentTeam(team, role, memberCount));
  }
}
