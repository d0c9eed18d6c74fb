import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyStoreModule } from '../api-keys';
import { SessionStoreModule, SsoEnforcementModule } from '../sessions';
import { IdentitySharedModule } from '../shared';
import { TokensModule } from '../tokens';
import { User } from '../users';
import { CredentialChecksModule } from './credential-checks.module';
import { CredentialsRpcController } from './credentials.rpc-controller';
import { RequestPasswordResetUseCase } from './use-cases/request-password-reset/request-password-reset.use-case';
import { ResetPasswordUseCase } from './use-cases/reset-password/reset-password.use-case';
import { UnlockAccountUseCase } from './use-cases/unlock-account/unlock-account.use-case';

@Module({
  imports: [
    IdentitySharedModule,
    TypeOrmModule.forFeature([User]),
    TokensModule,
    SessionStoreModule,
    SsoEnforcementModule,
    ApiKeyStoreModule,
    CredentialChecksModule,
  ],
  controllers: [CredentialsRpcController],
  providers: [RequestPasswordResetUseCase, ResetPasswordUseCase, UnlockAccountUseCase],
})
export class CredentialsModule {}
