import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentitySharedModule } from '../shared';
import { User, UserEventsModule } from '../users';
import { IdentityAdminRpcController } from './identity-admin.rpc-controller';
import { AdminListUsersUseCase } from './use-cases/list-users/list-users.use-case';
import { AdminUpdateUserUseCase } from './use-cases/update-user/update-user.use-case';
import { AdminUserStatsUseCase } from './use-cases/user-stats/user-stats.use-case';

/** What the admin service reads and changes of users (deleting one is `identity.delete-user`). */
@Module({
  imports: [IdentitySharedModule, TypeOrmModule.forFeature([User]), UserEventsModule],
  controllers: [IdentityAdminRpcController],
  providers: [AdminListUsersUseCase, AdminUserStatsUseCase, AdminUpdateUserUseCase],
})
export class IdentityAdminModule {}
