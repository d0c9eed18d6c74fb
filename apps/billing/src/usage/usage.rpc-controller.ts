import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { GetUsageUseCase } from './use-cases/get-usage/get-usage.use-case';
import { ReleaseUsageUseCase } from './use-cases/release-usage/release-usage.use-case';
import { ReserveUsageUseCase } from './use-cases/reserve-usage/reserve-usage.use-case';

/** The monthly allowance, for generation (reserve, release) and the dashboard and session (get-usage). */
@Controller()
export class UsageRpcController {
  constructor(
    private readonly reserveUsage: ReserveUsageUseCase,
    private readonly releaseUsage: ReleaseUsageUseCase,
    private readonly getUsage: GetUsageUseCase,
  ) {}

  @RpcHandler('billing.reserve')
  reserve(@Payload() input: RpcPayload<'billing.reserve'>): Promise<RpcReply<'billing.reserve'>> {
    return this.reserveUsage.execute(input);
  }

  @RpcHandler('billing.release')
  release(@Payload() input: RpcPayload<'billing.release'>): Promise<RpcReply<'billing.release'>> {
    return this.releaseUsage.execute(input);
  }

  @RpcHandler('billing.get-usage')
  usage(@Payload() input: RpcPayload<'billing.get-usage'>): Promise<RpcReply<'billing.get-usage'>> {
    return this.getUsage.execute(input);
  }
}
