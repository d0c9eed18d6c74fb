import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { type RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';
import { GenerationErrors } from '../../../shared';
import { toAdminBatchRecord } from '../../admin-batch-record';

/** Any presentation, whoever owns it, for the operators (its data rows and files are not exposed). */
@Injectable()
export class AdminGetPresentationUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(
    input: RpcPayload<'generation.admin-get-presentation'>,
  ): Promise<RpcReply<'generation.admin-get-presentation'>> {
    const batch = await this.batches.findById(input.presentationId);
    if (!batch) throw GenerationErrors.notFound();
    return toAdminBatchRecord(batch);
  }
}
