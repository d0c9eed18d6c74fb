import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ListActivityUseCase } from './use-cases/list-activity/list-activity.use-case';
import { VerifyChainsUseCase } from './use-cases/verify-chains/verify-chains.use-case';

@Controller()
export class AuditRpcController {
  constructor(
    private readonly listActivity: ListActivityUseCase,
    private readonly verifyChains: VerifyChainsUseCase,
  ) {}

  @RpcHandler('audit.list')
  list(@Payload() input: RpcPayload<'audit.list'>): Promise<RpcReply<'audit.list'>> {
    return this.listActivity.execute(input);
  }

  @RpcHandler('audit.verify')
  verify(@Payload() input: RpcPayload<'audit.verify'>): Promise<RpcReply<'audit.verify'>> {
    return this.verifyChains.execute(input);
  }
}
