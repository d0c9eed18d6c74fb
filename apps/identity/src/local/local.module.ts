import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CredentialChecksModule } from '../credentials';
import { SessionStoreModule } from '../sessions';
import { IdentitySharedModule } from '../shared';
import { User, UserEventsModule } from '../users';
import { LocalAccount } from './local-account';
import { LocalRpcController } from './local.rpc-controller';
import { OpenLocalSessionUseCase } from './use-cases/open-local-session/open-local-session.use-case';

/** Local mode (the desktop app): its one account and the session the launcher's token opens. */
@Module({
  imports: [
    IdentitySharedModule,
    TypeOrmModule.forFeature([User]),
    SessionStoreModule,
    CredentialChecksModule,
    UserEventsModule,
  ],
  controllers: [LocalRpcController],
  providers: [LocalAccount, OpenLocalSessionUseCase],
})
export class LocalModule {}
