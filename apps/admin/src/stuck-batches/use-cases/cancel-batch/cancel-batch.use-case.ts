import { Inject, Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { MESSAGE_BUS, RpcClient, type MessageBus, type RpcPayload } from '@deckmill/messaging';
import { Clock } from '../../../shared';

/**
 * An operator cancels a batch through the owner's cancellation (generation announces `presentation.cancelled`
 * as for any cancel), then `operator.batch-cancelled` records that an operator did it. A finished batch is
 * generation's conflict, and nothing is recorded; a batch cancelled before (by its owner, or by an earlier
 * Cancel) is answered `cancelledNow: false`, and nothing is recorded either.
 */
@Injectable()
export class CancelBatchUseCase {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly clock: Clock,
  ) {}

  async execute(input: RpcPayload<'admin.cancel-batch'>): Promise<RpcReply<'admin.cancel-batch'>> {
    const reply = await this.rpc.call('generation.admin-cancel-batch', { batchId: input.batchId });
    // A generation of before the field cannot tell: it is recorded as before rather than lost.
    const batch = { ...reply, cancelledNow: reply.cancelledNow ?? true };
    if (!batch.cancelledNow) return batch;
    await this.bus.publishEvent(
      'operator.batch-cancelled',
      {
        operatorId: input.actorId,
        operatorEmail: input.actorEmail,
        batchId: batch.id,
        ownerId: batch.ownerId,
        templateTeamId: batch.templateTeamId,
        name: batch.name,
        rowCount: batch.rowCount,
        rowsDone: batch.rowsDone,
        rowsFailed: batch.rowsFailed,
        occurredAt: this.clock.now().toISOString(),
      },
      // One id per batch: a retried publish still makes one audit entry.
      { messageId: `operator-cancel:${batch.id}` },
    );
    return batch;
  }
}
