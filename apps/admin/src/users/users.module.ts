import { Module } from '@nestjs/common';
import { AdminSharedModule } from '../shared';
import { DeleteUserUseCase } from './use-cases/delete-user/delete-user.use-case';
import { GetUserUseCase } from './use-cases/get-user/get-user.use-case';
import { ListUsersUseCase } from './use-cases/list-users/list-users.use-case';
import { UpdateUserUseCase } from './use-cases/update-user/update-user.use-case';
import { UserRows } from './user-rows';
import { UsersRpcController } from './users.rpc-controller';

@Module({
  imports: [AdminSharedModule],
  controllers: [UsersRpcController],
  providers: [UserRows, ListUsersUseCase, GetUserUseCase, UpdateUserUseCase, DeleteUserUseCase],
})
export class AdminUsersModule {}
