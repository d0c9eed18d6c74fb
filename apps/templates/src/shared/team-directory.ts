import { Injectable } from '@nestjs/common';
import type { RpcReply, TeamRole } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

export type TeamMembership = RpcReply<'teams.memberships'>['teams'][number];

/** The user's teams and roles, from the teams service (templates keeps only team ids). */
@Injectable()
export class TeamDirectory {
  constructor(private readonly rpc: RpcClient) {}

  async memberships(userId: string): Promise<TeamMembership[]> {
    return (await this.rpc.call('teams.memberships', { userId })).teams;
  }

  /** The user's role in the team, or null when they are not a member or the team is gone. */
  async roleIn(userId: string, teamId: number): Promise<{ role: TeamRole; teamName: string } | null> {
    const { role, teamName } = await this.rpc.call('teams.membership', { userId, teamId });
    return role && teamName !== null ? { role, teamName } : null;
  }
}
