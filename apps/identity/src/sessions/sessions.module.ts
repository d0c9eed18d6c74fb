import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyStoreModule } from '../api-keys';
import { CredentialChecksModule } from '../credentials';
import { IdentitySharedModule } from '../shared';
import { TokensModule } from '../tokens';
import { User, UserEventsModule } from '../users';
import { SessionStoreModule } from './session-store.module';
import { SessionsRpcController } from './sessions.rpc-controller';
import { SsoEnforcementModule } from './sso-enforcement.module';
import { AuthenticateUseCase } from './use-cases/authenticate/authenticate.use-case';
import { SignInUseCase } from './use-cases/sign-in/sign-in.use-case';
import { SignOutUseCase } from './use-cases/sign-out/sign-out.use-case';
import { SsoSignInUseCase } from './use-cases/sso-sign-in/sso-sign-in.use-case';

@Module({
  imports: [
    IdentitySharedModule,
    TypeOrmModule.forFeature([User]),
    SessionStoreModule,
    SsoEnforcementModule,
    ApiKeyStoreModule,
    CredentialChecksModule,
    TokensModule,
    UserEventsModule,
  ],
  controllers: [SessionsRpcController],
  providers: [SignInUseCase, SignOutUseCase, AuthenticateUseCase, SsoSignInUseCase],
})
export class SessionsModule {}
