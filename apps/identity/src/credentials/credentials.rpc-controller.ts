import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { RequestPasswordResetUseCase } from './use-cases/request-password-reset/request-password-reset.use-case';
import { ResetPasswordUseCase } from './use-cases/reset-password/reset-password.use-case';
import { UnlockAccountUseCase } from './use-cases/unlock-account/unlock-account.use-case';

@Controller()
export class CredentialsRpcController {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
    private readonly unlockAccount: UnlockAccountUseCase,
  ) {}

  @RpcHandler('identity.request-password-reset')
  forgot(@Payload() input: RpcPayload<'identity.request-password-reset'>) {
    return this.requestReset.execute(input);
  }

  @RpcHandler('identity.reset-password')
  reset(@Payload() input: RpcPayload<'identity.reset-password'>) {
    return this.resetPassword.execute(input);
  }

  @RpcHandler('identity.unlock-account')
  unlock(@Payload() input: RpcPayload<'identity.unlock-account'>) {
    return this.unlockAccount.execute(input);
  }
}
