import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions';
import { GetUsageUseCase } from './use-cases/get-usage/get-usage.use-case';
import { ReleaseUsageUseCase } from './use-cases/release-usage/release-usage.use-case';
import { ReserveUsageUseCase } from './use-cases/reserve-usage/reserve-usage.use-case';
import { UsageRepository } from './usage.repository';
import { UsageRpcController } from './usage.rpc-controller';

@Module({
  imports: [SubscriptionsModule],
  controllers: [UsageRpcController],
  providers: [UsageRepository, ReserveUsageUseCase, ReleaseUsageUseCase, GetUsageUseCase],
  exports: [ReserveUsageUseCase, ReleaseUsageUseCase],
})
export class UsageModule {}
