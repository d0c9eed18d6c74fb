import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RpcReply } from '@deckmill/bus-contracts';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { DeleteUserUseCase } from './use-cases/delete-user/delete-user.use-case';
import { GetUserUseCase } from './use-cases/get-user/get-user.use-case';
import { ListUsersUseCase } from './use-cases/list-users/list-users.use-case';
import { UpdateUserUseCase } from './use-cases/update-user/update-user.use-case';

/** The operators' user management. */
@Controller()
export class UsersRpcController {
  constructor(
    private readonly listUsers: ListUsersUseCase,
    private readonly getUser: GetUserUseCase,
    private readonly updateUser: UpdateUserUseCase,
    private readonly deleteUser: DeleteUserUseCase,
  ) {}

  @RpcHandler('admin.list-users')
  list(@Payload() input: RpcPayload<'admin.list-users'>): Promise<RpcReply<'admin.list-users'>> {
    return this.listUsers.execute(input);
  }

  @RpcHandler('admin.get-user')
  get(@Payload() input: RpcPayload<'admin.get-user'>): Promise<RpcReply<'admin.get-user'>> {
    return this.getUser.execute(input);
  }

  @RpcHandler('admin.update-user')
  update(@Payload() input: RpcPayload<'admin.update-user'>): Promise<RpcReply<'admin.update-user'>> {
    return this.updateUser.execute(input);
  }

  @RpcHandler('admin.delete-user')
  remove(@Payload() input: RpcPayload<'admin.delete-user'>): Promise<RpcReply<'admin.delete-user'>> {
    return this.deleteUser.execute(input);
  }
}
