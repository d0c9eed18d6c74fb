import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserSummary } from '@deckmill/bus-contracts';
import { RpcClient } from '@deckmill/messaging';

/** Users with their Usage column: teams from the teams service, batches and their decks from generation. */
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
    const made = new Map(counts.map((count) => [count.userId, count]));
    return users.map((user) => toUserRow(user, teams.get(user.id) ?? 0, made.get(user.id)));
  }
}

/** `made`: the user's batches and decks (none when absent). */
export function toUserRow(
  user: UserSummary,
  teamsCount: number,
  made: { presentations: number; decks: number } = { presentations: 0, decks: 0 },
): AdminUserRow {
  return {
    id: user.id,
    name: user.name || null,
    email: user.email,
    subscriptionTier: user.subscriptionTier,
    admin: user.admin,
    confirmedAt: user.confirmedAt,
    createdAt: user.createdAt,
    teamsCount,
    presentationsCount: made.presentations,
    decksCount: made.decks,
  };
}
