import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { CancelSubscriptionUseCase } from './use-cases/cancel-subscription/cancel-subscription.use-case';
import { ChangePlanUseCase } from './use-cases/change-plan/change-plan.use-case';
import { GetSeatLimitUseCase } from './use-cases/get-seat-limit/get-seat-limit.use-case';
import { GetSubscriptionUseCase } from './use-cases/get-subscription/get-subscription.use-case';
import { QuotePlanChangeUseCase } from './use-cases/quote-plan-change/quote-plan-change.use-case';
import { SetTierUseCase } from './use-cases/set-tier/set-tier.use-case';

/** Plans and plan changes: the subscription pages (through the gateway), teams' seat limit, operators. */
@Controller()
export class SubscriptionsRpcController {
  constructor(
    private readonly getSubscription: GetSubscriptionUseCase,
    private readonly quotePlanChange: QuotePlanChangeUseCase,
    private readonly changePlan: ChangePlanUseCase,
    private readonly cancelSubscription: CancelSubscriptionUseCase,
    private readonly setTier: SetTierUseCase,
    private readonly getSeatLimit: GetSeatLimitUseCase,
  ) {}

  @RpcHandler('billing.get-subscription')
  subscription(
    @Payload() input: RpcPayload<'billing.get-subscription'>,
  ): Promise<RpcReply<'billing.get-subscription'>> {
    return this.getSubscription.execute(input);
  }

  @RpcHandler('billing.quote-change')
  quote(@Payload() input: RpcPayload<'billing.quote-change'>): Promise<RpcReply<'billing.quote-change'>> {
    return this.quotePlanChange.execute(input);
  }

  @RpcHandler('billing.change-plan')
  change(@Payload() input: RpcPayload<'billing.change-plan'>): Promise<RpcReply<'billing.change-plan'>> {
    return this.changePlan.execute(input);
  }

  @RpcHandler('billing.cancel')
  cancel(@Payload() input: RpcPayload<'billing.cancel'>): Promise<RpcReply<'billing.cancel'>> {
    return this.cancelSubscription.execute(input);
  }

  @RpcHandler('billing.set-tier')
  operatorSetTier(@Payload() input: RpcPayload<'billing.set-tier'>): Promise<RpcReply<'billing.set-tier'>> {
    return this.setTier.execute(input);
  }

  @RpcHandler('billing.seat-limit')
  seatLimit(@Payload() input: RpcPayload<'billing.seat-limit'>): Promise<RpcReply<'billing.seat-limit'>> {
    return this.getSeatLimit.execute(input);
  }
}
