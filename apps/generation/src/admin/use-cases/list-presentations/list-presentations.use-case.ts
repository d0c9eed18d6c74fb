import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';
import { toAdminBatchRecord } from '../../admin-batch-record';

/** One page of every presentation, newest first, searched by name or template name, by status or owner. */
@Injectable()
export class AdminListPresentationsUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(
    input: RpcPayload<'generation.admin-list-presentations'>,
  ): Promise<RpcReply<'generation.admin-list-presentations'>> {
    const [batches, totalCount] = await this.batches.presentationsPage(input);
    return { presentations: batches.map(toAdminBatchRecord), totalCount };
  }
}
