import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ApiKeyStoreModule } from '../api-keys';
import { CredentialChecksModule } from '../credentials';
import { IdentitySharedModule } from '../shared';
import { User } from '../users';
import { SessionStoreModule } from './session-store.module';
import { SessionsRpcController } from './sessions.rpc-controller';
import { AuthenticateUseCase } from './use-cases/authenticate/authenticate.use-case';
import { SignInUseCase } from './use-cases/sign-in/sign-in.use-case';
import { SignOutUseCase } from './use-cases/sign-out/sign-out.use-case';

@Module({
  imports: [
    IdentitySharedModule,
    TypeOrmModule.forFeature([User]),
    SessionStoreModule,
    ApiKeyStoreModule,
    CredentialChecksModule,
  ],
  controllers: [SessionsRpcController],
  providers: [SignInUseCase, SignOutUseCase, AuthenticateUseCase],
})
export class SessionsModule {}
