import { Module } from '@nestjs/common';
import { BillingOutboxModule } from '../outbox';
import { DueChangesSweeper } from './due-changes-sweeper';
import { PlanChangeApplier } from './plan-change-applier';
import { SubscriptionLedger } from './subscription-ledger';
import { SubscriptionsEvents } from './subscriptions.events';
import { SubscriptionsRpcController } from './subscriptions.rpc-controller';
import { TeamSeatCheck } from './team-seat-check';
import { CloseAccountUseCase } from './use-cases/close-account/close-account.use-case';
import { CancelSubscriptionUseCase } from './use-cases/cancel-subscription/cancel-subscription.use-case';
import { ChangePlanUseCase } from './use-cases/change-plan/change-plan.use-case';
import { GetSeatLimitUseCase } from './use-cases/get-seat-limit/get-seat-limit.use-case';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case';
import { QuotePlanChangeUseCase } from './use-cases/quote-plan-change/quote-plan-change.use-case';
import { SetTierUseCase } from './use-cases/set-tier/set-tier.use-case';

@Module({
  imports: [BillingOutboxModule],
  controllers: [SubscriptionsRpcController],
  providers: [
    SubscriptionLedger,
    TeamSeatCheck,
    PlanChangeApplier,
    DueChangesSweeper,
    SubscriptionsEvents,
    GetSubscriptionUseCase,
    QuotePlanChangeUseCase,
    ChangePlanUseCase,
    CancelSubscriptionUseCase,
    CloseAccountUseCase,
    SetTierUseCase,
    GetSeatLimitUseCase,
  ],
  exports: [SubscriptionLedger, DueChangesSweeper, BillingOutboxModule],
})
export class SubscriptionsModule {}
