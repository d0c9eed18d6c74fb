import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AuthenticateUseCase } from './use-cases/authenticate/authenticate.use-case';
import { SignInUseCase } from './use-cases/sign-in/sign-in.use-case';
import { SignOutUseCase } from './use-cases/sign-out/sign-out.use-case';
import { SsoSignInUseCase } from './use-cases/sso-sign-in/sso-sign-in.use-case';

@Controller()
export class SessionsRpcController {
  constructor(
    private readonly signIn: SignInUseCase,
    private readonly signOut: SignOutUseCase,
    private readonly authenticate: AuthenticateUseCase,
    private readonly ssoSignIn: SsoSignInUseCase,
  ) {}

  @RpcHandler('identity.sign-in')
  open(@Payload() input: RpcPayload<'identity.sign-in'>) {
    return this.signIn.execute(input);
  }

  @RpcHandler('identity.sso-sign-in')
  openBySso(@Payload() input: RpcPayload<'identity.sso-sign-in'>) {
    return this.ssoSignIn.execute(input);
  }

  @RpcHandler('identity.sign-out')
  close(@Payload() input: RpcPayload<'identity.sign-out'>) {
    return this.signOut.execute(input);
  }

  @RpcHandler('identity.authenticate')
  resolve(@Payload() input: RpcPayload<'identity.authenticate'>) {
    return this.authenticate.execute(input);
  }
}
