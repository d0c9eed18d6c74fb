import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { UserDirectory } from '../../../shared';
import { userNotFound } from '../../operator-rules';
import { toUserRow } from '../../user-rows';

/** Presentations listed under Recent Presentations on the user's page. */
export const RECENT_PRESENTATIONS = 10;

/** The admin view of a user: the user, their teams with role and join date, their latest presentations. */
@Injectable()
export class GetUserUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.get-user'>): Promise<RpcReply<'admin.get-user'>> {
    const user = await this.directory.byId(input.userId);
    if (!user) throw userNotFound();
    const [{ memberships }, { presentations }, { counts }] = await Promise.all([
      this.rpc.call('teams.admin-user-teams', { userIds: [input.userId] }),
      this.rpc.call('generation.admin-list-presentations', {
        page: 1,
        perPage: RECENT_PRESENTATIONS,
        ownerId: input.userId,
      }),
      this.rpc.call('generation.admin-user-counts', { userIds: [input.userId] }),
    ]);
    return {
      ...toUserRow(user, memberships.length, counts[0]),
      company: user.company,
      memberships: memberships.map((membership) => ({
        teamId: membership.teamId,
        shortId: membership.shortId,
        name: membership.name,
        role: membership.role,
        joinedAt: membership.joinedAt,
      })),
      presentations: presentations.map((presentation) => ({ ...presentation, ownerEmail: user.email })),
    };
  }
}
