import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { OpenLocalSessionUseCase } from './use-cases/open-local-session/open-local-session.use-case';

@Controller()
export class LocalRpcController {
  constructor(private readonly openLocalSession: OpenLocalSessionUseCase) {}

  @RpcHandler('identity.local-sign-in')
  open(@Payload() input: RpcPayload<'identity.local-sign-in'>) {
    return this.openLocalSession.execute(input);
  }
}
