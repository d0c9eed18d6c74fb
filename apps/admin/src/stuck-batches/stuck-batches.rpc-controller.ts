import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { ListStuckBatchesUseCase } from './use-cases/list-stuck-batches/list-stuck-batches.use-case';
import { ResumeBatchUseCase } from './use-cases/resume-batch/resume-batch.use-case';

/** The stuck-batch list and the operators' actions on a batch. */
@Controller()
export class StuckBatchesRpcController {
  constructor(
    private readonly listStuck: ListStuckBatchesUseCase,
    private readonly resumeBatch: ResumeBatchUseCase,
    private readonly cancelBatch: CancelBatchUseCase,
  ) {}

  @RpcHandler('admin.list-stuck-batches')
  list(
    @Payload() input: RpcPayload<'admin.list-stuck-batches'>,
  ): Promise<RpcReply<'admin.list-stuck-batches'>> {
    return this.listStuck.execute(input);
  }

  @RpcHandler('admin.resume-batch')
  resume(@Payload() input: RpcPayload<'admin.resume-batch'>): Promise<RpcReply<'admin.resume-batch'>> {
    return this.resumeBatch.execute(input);
  }

  @RpcHandler('admin.cancel-batch')
  cancel(@Payload() input: RpcPayload<'admin.cancel-batch'>): Promise<RpcReply<'admin.cancel-batch'>> {
    return this.cancelBatch.execute(input);
  }
}
