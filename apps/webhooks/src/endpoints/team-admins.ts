import { Injectable } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';

/** Who administers a team, asked live from the teams service on every request (roles change, teams go). */
@Injectable()
export class TeamAdmins {
  constructor(private readonly rpc: RpcClient) {}

  /** Whether the user is an admin of the team (its creator is its first admin); false for a gone team. */
  async isAdmin(userId: string, teamId: number): Promise<boolean> {
    const { role } = await this.rpc.call('teams.membership', { userId, teamId });
    return role === 'admin';
  }
}
