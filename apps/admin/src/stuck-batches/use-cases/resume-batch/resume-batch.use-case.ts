import { Inject, Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';

/**
 * An operator resumes a batch: generation re-sends its unfinished work, then `operator.batch-resumed` records
 * who did it and what was sent again in the audit trail (also when nothing was owed: the operator acted).
 */
@Injectable()
export class ResumeBatchUseCase {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'admin.resume-batch'>): Promise<RpcReply<'admin.resume-batch'>> {
    const batch = await this.rpc.call('generation.admin-resume-batch', { batchId: input.batchId });
    await this.bus.publishEvent('operator.batch-resumed', {
      operatorId: input.actorId,
      operatorEmail: input.actorEmail,
      batchId: batch.id,
      ownerId: batch.ownerId,
      templateTeamId: batch.templateTeamId,
      name: batch.name,
      resent: batch.resent,
      occurredAt: this.clock.now().toISOString(),
    });
    return batch;
  }
}
