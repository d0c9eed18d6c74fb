import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { pageRequest, toPagination, UserDirectory } from '../../../shared';

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
    const { presentations, totalCount } = await this.rpc.call(
      'generation.admin-list-presentations',
      pageRequest(input.page, { search: input.search, status: input.status }),
    );
    const emailOf = await this.directory.emails(presentations.map((presentation) => presentation.ownerId));
    return {
      presentations: presentations.map((presentation) => ({
        ...presentation,
        ownerEmail: emailOf(presentation.ownerId),
      })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
