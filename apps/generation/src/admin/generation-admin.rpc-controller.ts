import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AdminGetPresentationUseCase } from './use-cases/get-presentation/get-presentation.use-case';
import { AdminListPresentationsUseCase } from './use-cases/list-presentations/list-presentations.use-case';
import { AdminPresentationStatsUseCase } from './use-cases/presentation-stats/presentation-stats.use-case';
import { AdminUserCountsUseCase } from './use-cases/user-counts/user-counts.use-case';

/** The presentations read model of the operator panel and the home figures (called by the admin service). */
@Controller()
export class GenerationAdminRpcController {
  constructor(
    private readonly presentationStats: AdminPresentationStatsUseCase,
    private readonly listPresentations: AdminListPresentationsUseCase,
    private readonly getPresentation: AdminGetPresentationUseCase,
    private readonly userCounts: AdminUserCountsUseCase,
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
}
