import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { PanelRpcController } from './panel.rpc-controller';
import { DashboardUseCase } from './use-cases/dashboard/dashboard.use-case';
import { HomeStatsUseCase } from './use-cases/home-stats/home-stats.use-case';

@Module({
  imports: [AdminSharedModule],
  controllers: [PanelRpcController],
  providers: [DashboardUseCase, HomeStatsUseCase],
})
export class PanelModule {}
