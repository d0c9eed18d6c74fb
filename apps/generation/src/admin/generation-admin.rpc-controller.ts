import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AdminGetPresentationUseCase } from './use-cases/get-presentation/get-presentation.use-case';
import { AdminListPresentationsUseCase } from './use-cases/list-presentations/list-presentations.use-case';
import { AdminPresentationStatsUseCase } from './use-cases/presentation-stats/presentation-stats.use-case';
import { AdminUserCountsUseCase } from './use-cases/user-counts/user-counts.use-case';
import { AdminCancelBatchUseCase } from './use-cases/cancel-batch/cancel-batch.use-case';
import { AdminListStuckBatchesUseCase } from './use-cases/list-stuck-batches/list-stuck-batches.use-case';
import { AdminResumeBatchUseCase } from './use-cases/resume-batch/resume-batch.use-case';

/**
 * The presentations read model of the operator panel, the home figures, and the stuck-batch list with its
 * actions (called by the admin service).
 */
@Controller()
export class GenerationAdminRpcController {
  constructor(
    private readonly presentationStats: AdminPresentationStatsUseCase,
    private readonly listPresentations: AdminListPresentationsUseCase,
    private readonly getPresentation: AdminGetPresentationUseCase,
    private readonly userCounts: AdminUserCountsUseCase,
    private readonly listStuck: AdminListStuckBatchesUseCase,
    private readonly resumeBatch: AdminResumeBatchUseCase,
    private readonly cancelBatch: AdminCancelBatchUseCase,
  ) {}

  @RpcHandler('generation.admin-stats')
  stats(@Payload() input: RpcPayload<'generation.admin-stats'>): Promise<RpcReply<'generation.admin-stats'>> {
    return this.presentationStats.execute(input);
  }

  @RpcHandler('generation.admin-list-presentations')
  list(
    @Payload() input: RpcPayload<'generation.admin-list-presentations'>,
  ): Promise<RpcReply<'generation.admin-list-presentations'>> {
    return this.listPresentations.execute(input);
  }

  @RpcHandler('generation.admin-get-presentation')
  get(
    @Payload() input: RpcPayload<'generation.admin-get-presentation'>,
  ): Promise<RpcReply<'generation.admin-get-presentation'>> {
    return this.getPresentation.execute(input);
  }

  @RpcHandler('generation.admin-user-counts')
  counts(
    @Payload() input: RpcPayload<'generation.admin-user-counts'>,
  ): Promise<RpcReply<'generation.admin-user-counts'>> {
    return this.userCounts.execute(input);
  }

  @RpcHandler('generation.admin-list-stuck-batches')
  stuck(
    @Payload() input: RpcPayload<'generation.admin-list-stuck-batches'>,
  ): Promise<RpcReply<'generation.admin-list-stuck-batches'>> {
    return this.listStuck.execute(input);
  }

  @RpcHandler('generation.admin-resume-batch')
  resume(
    @Payload() input: RpcPayload<'generation.admin-resume-batch'>,
  ): Promise<RpcReply<'generation.admin-resume-batch'>> {
    return this.resumeBatch.execute(input);
  }

  @RpcHandler('generation.admin-cancel-batch')
  cancel(
    @Payload() input: RpcPayload<'generation.admin-cancel-batch'>,
  ): Promise<RpcReply<'generation.admin-cancel-batch'>> {
    return this.cancelBatch.execute(input);
  }
}
