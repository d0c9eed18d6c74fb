import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { pageRequest, toPagination, UserDirectory } from '../../../shared';

/** Every team, newest first, searchable by name, with the creator's e-mail. */
@Injectable()
export class ListTeamsUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.list-teams'>): Promise<RpcReply<'admin.list-teams'>> {
    const { teams, totalCount } = await this.rpc.call(
      'teams.admin-list-teams',
      pageRequest(input.page, { search: input.search }),
    );
    const emailOf = await this.directory.emails(teams.map((team) => team.creatorId));
    return {
      teams: teams.map((team) => ({ ...team, creatorEmail: emailOf(team.creatorId) })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
