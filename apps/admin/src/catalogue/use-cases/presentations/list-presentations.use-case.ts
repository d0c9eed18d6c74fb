import { Injectable } from '@nestjs/common';
import { ADMIN_PAGE_SIZE, type RpcReply } from '@deckmill/contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { toPagination } from '../../../shared/pagination';
import { UserDirectory } from '../../../shared/user-directory';

/** Every presentation, newest first, searchable by name or template and filtered by status, with owners. */
@Injectable()
export class ListPresentationsUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(
    input: RpcPayload<'admin.list-presentations'>,
  ): Promise<RpcReply<'admin.list-presentations'>> {
    const { presentations, totalCount } = await this.rpc.call('generation.admin-list-presentations', {
      page: input.page,
      perPage: ADMIN_PAGE_SIZE,
      ...(input.search ? { search: input.search } : {}),
      ...(input.status ? { status: input.status } : {}),
    });
    const users = await this.directory.byIds(presentations.map((presentation) => presentation.ownerId));
    return {
      presentations: presentations.map((presentation) => ({
        ...presentation,
        ownerEmail: users.get(presentation.ownerId)?.email ?? null,
      })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
