import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { SessionsRpcController } from './sessions.rpc-controller';
import { AuthenticateUseCase } from './use-cases/authenticate/authenticate.use-case';
import { SignInUseCase } from './use-cases/sign-in/sign-in.use-case';
import { SignOutUseCase } from './use-cases/sign-out/sign-out.use-case';

@Module({
  imports: [IdentityCoreModule],
  controllers: [SessionsRpcController],
  providers: [SignInUseCase, SignOutUseCase, AuthenticateUseCase],
})
export class SessionsModule {}
