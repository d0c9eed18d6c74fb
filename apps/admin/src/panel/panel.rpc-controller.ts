import { Controller } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler } from '@deckmill/messaging';
import { DashboardUseCase } from './use-cases/dashboard/dashboard.use-case';
import { HomeStatsUseCase } from './use-cases/home-stats/home-stats.use-case';

/** The operators' dashboard and the public landing page's figures. */
@Controller()
export class PanelRpcController {
  constructor(
    private readonly dashboard: DashboardUseCase,
    private readonly homeStats: HomeStatsUseCase,
  ) {}

  @RpcHandler('admin.dashboard')
  stats(): Promise<RpcReply<'admin.dashboard'>> {
    return this.dashboard.execute();
  }

  @RpcHandler('admin.home-stats')
  home(): Promise<RpcReply<'admin.home-stats'>> {
    return this.homeStats.execute();
  }
}
