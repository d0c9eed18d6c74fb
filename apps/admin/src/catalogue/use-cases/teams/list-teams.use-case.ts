import { Injectable } from '@nestjs/common';
import { ADMIN_PAGE_SIZE, type RpcReply } from '@deckmill/contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { toPagination } from '../../../shared/pagination';
import { UserDirectory } from '../../../shared/user-directory';

/** Every team, newest first, searchable by name, with the creator's e-mail. */
@Injectable()
export class ListTeamsUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(input: RpcPayload<'admin.list-teams'>): Promise<RpcReply<'admin.list-teams'>> {
    const { teams, totalCount } = await this.rpc.call('teams.admin-list-teams', {
      page: input.page,
      perPage: ADMIN_PAGE_SIZE,
      ...(input.search ? { search: input.search } : {}),
    });
    const users = await this.directory.byIds(teams.map((team) => team.creatorId));
    return {
      teams: teams.map((team) => ({ ...team, creatorEmail: users.get(team.creatorId)?.email ?? null })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
