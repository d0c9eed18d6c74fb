import { Injectable } from '@nestjs/common';
import { ADMIN_PAGE_SIZE, type RpcReply } from '@deckmill/bus-contracts';
import { RpcClient, type RpcPayload } from '@deckmill/messaging';
import { toPagination, UserDirectory } from '../../../shared';

/** One page of stuck batches (generation decides which), with their owners' e-mails. */
@Injectable()
export class ListStuckBatchesUseCase {
  constructor(
    private readonly rpc: RpcClient,
    private readonly directory: UserDirectory,
  ) {}

  async execute(
    input: RpcPayload<'admin.list-stuck-batches'>,
  ): Promise<RpcReply<'admin.list-stuck-batches'>> {
    const { batches, totalCount } = await this.rpc.call('generation.admin-list-stuck-batches', {
      page: input.page,
      perPage: ADMIN_PAGE_SIZE,
      stuckForMinutes: input.stuckForMinutes,
    });
    const emailOf = await this.directory.emails(batches.map((batch) => batch.ownerId));
    return {
      batches: batches.map((batch) => ({ ...batch, ownerEmail: emailOf(batch.ownerId) })),
      pagination: toPagination(input.page, totalCount),
    };
  }
}
