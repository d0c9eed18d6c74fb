import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { pageRequest, toPagination } from '../../../shared';
import { UserRows } from '../../user-rows';

/** The users table: a page of 25, searched by email or name, filtered by tier, with usage counts. */
@Injectable()
export class ListUsersUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly rows: UserRows,
  ) {}

  async execute(input: RpcPayload<'admin.list-users'>): Promise<RpcReply<'admin.list-users'>> {
    const { users, totalCount } = await this.rpc.call(
      'identity.admin-list-users',
      pageRequest(input.page, { search: input.search, subscriptionTier: input.subscriptionTier }),
    );
    return {
      users: await this.rows.of(users),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
