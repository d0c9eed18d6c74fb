import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CredentialChecksModule } from '../credentials';
import { IdentitySharedModule } from '../shared';
import { TokensModule } from '../tokens';
import { AdminBootstrap } from './admin-bootstrap';
import { ConfirmationMail } from './confirmation-mail';
import { User } from './entities/user.entity';
import { InvitationClaims, TeamsInvitationClaims } from './invitation-claims';
import { ConfirmEmailUseCase } from './use-cases/confirm-email/confirm-email.use-case';
import { DeleteOwnAccountUseCase } from './use-cases/delete-own-account/delete-own-account.use-case';
import { DeleteUserUseCase } from './use-cases/delete-user/delete-user.use-case';
import { FindUsersUseCase } from './use-cases/find-users/find-users.use-case';
import { GetProfileUseCase } from './use-cases/get-profile/get-profile.use-case';
import { PromoteAdminUseCase } from './use-cases/promote-admin/promote-admin.use-case';
import { ResendConfirmationUseCase } from './use-cases/resend-confirmation/resend-confirmation.use-case';
import { SignUpUseCase } from './use-cases/sign-up/sign-up.use-case';
import { UpdateProfileUseCase } from './use-cases/update-profile/update-profile.use-case';
import { UserEventsModule } from './user-events.module';
import { UsersRpcController } from './users.rpc-controller';

@Module({
  imports: [
    IdentitySharedModule,
    TypeOrmModule.forFeature([User]),
    UserEventsModule,
    TokensModule,
    CredentialChecksModule,
  ],
  controllers: [UsersRpcController],
  providers: [
    SignUpUseCase,
    ConfirmEmailUseCase,
    ResendConfirmationUseCase,
    GetProfileUseCase,
    UpdateProfileUseCase,
    DeleteUserUseCase,
    DeleteOwnAccountUseCase,
    FindUsersUseCase,
    PromoteAdminUseCase,
    ConfirmationMail,
    AdminBootstrap,
    { provide: InvitationClaims, useClass: TeamsInvitationClaims },
  ],
  exports: [PromoteAdminUseCase],
})
export class UsersModule {}
