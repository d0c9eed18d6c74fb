import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { IdentityAdminRpcController } from './identity-admin.rpc-controller';
import { AdminListUsersUseCase } from './use-cases/list-users/list-users.use-case';
import { AdminUpdateUserUseCase } from './use-cases/update-user/update-user.use-case';
import { AdminUserStatsUseCase } from './use-cases/user-stats/user-stats.use-case';

/** What the admin service reads and changes of users (deleting one is `identity.delete-user`). */
@Module({
  imports: [IdentityCoreModule],
  controllers: [IdentityAdminRpcController],
  providers: [AdminListUsersUseCase, AdminUserStatsUseCase, AdminUpdateUserUseCase],
})
export class IdentityAdminModule {}
