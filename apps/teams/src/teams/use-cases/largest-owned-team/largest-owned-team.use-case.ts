import { Injectable } from '@nestjs/common';
import { TeamRepository } from '../../team.repository';

/**
 * Members (plus pending invitations, which hold a seat) of the largest team the user created: billing
 * refuses a downgrade to a plan with fewer seats.
 */
@Injectable()
export class LargestOwnedTeamUseCase {
  constructor(private readonly teams: TeamRepository) {}

  async execute(userId: string, now: Date = new Date()): Promise<number> {
    return this.teams.largestOwnedSeats(userId, now);
  }
}
