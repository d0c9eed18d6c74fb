import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { CredentialsRpcController } from './credentials.rpc-controller';
import { RequestPasswordResetUseCase } from './use-cases/request-password-reset/request-password-reset.use-case';
import { ResetPasswordUseCase } from './use-cases/reset-password/reset-password.use-case';
import { UnlockAccountUseCase } from './use-cases/unlock-account/unlock-account.use-case';

@Module({
  imports: [IdentityCoreModule],
  controllers: [CredentialsRpcController],
  providers: [RequestPasswordResetUseCase, ResetPasswordUseCase, UnlockAccountUseCase],
})
export class CredentialsModule {}
