import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { TeamRepository } from '../../team.repository';

/**
 * Members (plus pending invitations, which hold a seat) of the largest team the user created: billing
 * refuses a downgrade to a plan with fewer seats.
 */
@Injectable()
export class LargestOwnedTeamUseCase {
  constructor(private readonly teams: TeamRepository) {}

  async execute(input: RpcPayload<'teams.max-team-size-owned'>): Promise<number> {
    return this.teams.largestOwnedSeats(input.userId, new Date());
  }
}
