import { Injectable } from '@nestjs/common';
import type { TeamSummary } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { presentTeam } from '../../../shared';
import { TeamRepository } from '../../team.repository';

/** The user's teams with their role and member count, newest first. */
@Injectable()
export class ListTeamsUseCase {
  constructor(private readonly teams: TeamRepository) {}

  async execute(input: RpcPayload<'teams.list'>): Promise<TeamSummary[]> {
    const mine = await this.teams.listOfMember(input.actorId);
    return mine.map(({ team, role, memberCount }) => presentTeam(team, role, memberCount));
  }
}
