import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserSummary } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

/** Users with their Usage column: teams from the teams service, presentations from generation. */
@Injectable()
export class UserRows {
  constructor(private readonly rpc: RpcClient) {}

  async of(users: readonly UserSummary[]): Promise<AdminUserRow[]> {
    if (users.length === 0) return [];
    const userIds = users.map((user) => user.id);
    const [{ memberships }, { counts }] = await Promise.all([
      this.rpc.call('teams.admin-user-teams', { userIds }),
      this.rpc.call('generation.admin-user-counts', { userIds }),
    ]);
    const teams = new Map<string, number>();
    for (const membership of memberships) {
      teams.set(membership.userId, (teams.get(membership.userId) ?? 0) + 1);
    }
    const presentations = new Map(counts.map((count) => [count.userId, count.presentations]));
    return users.map((user) => toUserRow(user, teams.get(user.id) ?? 0, presentations.get(user.id) ?? 0));
  }
}

export function toUserRow(user: UserSummary, teamsCount: number, presentationsCount: number): AdminUserRow {
  return {
    id: user.id,
    name: user.name || null,
    email: user.email,
    subscriptionTier: user.subscriptionTier,
    admin: user.admin,
    confirmedAt: user.confirmedAt,
    createdAt: user.createdAt,
    teamsCount,
    presentationsCount,
  };
}
