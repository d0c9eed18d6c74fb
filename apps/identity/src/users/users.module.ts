import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { AdminBootstrap } from './admin-bootstrap';
import { ConfirmEmailUseCase } from './use-cases/confirm-email/confirm-email.use-case';
import { DeleteUserUseCase } from './use-cases/delete-user/delete-user.use-case';
import { FindUsersUseCase } from './use-cases/find-users/find-users.use-case';
import { GetProfileUseCase } from './use-cases/get-profile/get-profile.use-case';
import { PromoteAdminUseCase } from './use-cases/promote-admin/promote-admin.use-case';
import { ResendConfirmationUseCase } from './use-cases/resend-confirmation/resend-confirmation.use-case';
import { SignUpUseCase } from './use-cases/sign-up/sign-up.use-case';
import { UpdateProfileUseCase } from './use-cases/update-profile/update-profile.use-case';
import { UsersRpcController } from './users.rpc-controller';

@Module({
  imports: [IdentityCoreModule],
  controllers: [UsersRpcController],
  providers: [
    SignUpUseCase,
    ConfirmEmailUseCase,
    ResendConfirmationUseCase,
    GetProfileUseCase,
    UpdateProfileUseCase,
    DeleteUserUseCase,
    FindUsersUseCase,
    PromoteAdminUseCase,
    AdminBootstrap,
  ],
  exports: [PromoteAdminUseCase],
})
export class UsersModule {}
