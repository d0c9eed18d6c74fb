import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { AdminListUsersUseCase } from './use-cases/list-users/list-users.use-case';
import { AdminUpdateUserUseCase } from './use-cases/update-user/update-user.use-case';
import { AdminUserStatsUseCase } from './use-cases/user-stats/user-stats.use-case';

/** The user read model and edits of the operator panel (called by the admin service only). */
@Controller()
export class IdentityAdminRpcController {
  constructor(
    private readonly listUsers: AdminListUsersUseCase,
    private readonly userStats: AdminUserStatsUseCase,
    private readonly updateUser: AdminUpdateUserUseCase,
  ) {}

  @RpcHandler('identity.admin-list-users')
  list(
    @Payload() input: RpcPayload<'identity.admin-list-users'>,
  ): Promise<RpcReply<'identity.admin-list-users'>> {
    return this.listUsers.execute(input);
  }

  @RpcHandler('identity.admin-user-stats')
  stats(
    @Payload() input: RpcPayload<'identity.admin-user-stats'>,
  ): Promise<RpcReply<'identity.admin-user-stats'>> {
    return this.userStats.execute(input);
  }

  @RpcHandler('identity.admin-update-user')
  update(
    @Payload() input: RpcPayload<'identity.admin-update-user'>,
  ): Promise<RpcReply<'identity.admin-update-user'>> {
    return this.updateUser.execute(input);
  }
}
