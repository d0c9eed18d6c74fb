import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler, type RpcPayload } from '@deckmill/messaging';
import { ConfirmEmailUseCase } from './use-cases/confirm-email/confirm-email.use-case';
import { DeleteOwnAccountUseCase } from './use-cases/delete-own-account/delete-own-account.use-case';
import { DeleteUserUseCase } from './use-cases/delete-user/delete-user.use-case';
import { FindUsersUseCase } from './use-cases/find-users/find-users.use-case';
import { GetProfileUseCase } from './use-cases/get-profile/get-profile.use-case';
import { ResendConfirmationUseCase } from './use-cases/resend-confirmation/resend-confirmation.use-case';
import { SignUpUseCase } from './use-cases/sign-up/sign-up.use-case';
import { UpdateProfileUseCase } from './use-cases/update-profile/update-profile.use-case';

@Controller()
export class UsersRpcController {
  constructor(
    private readonly signUp: SignUpUseCase,
    private readonly confirmEmail: ConfirmEmailUseCase,
    private readonly resendConfirmation: ResendConfirmationUseCase,
    private readonly getProfile: GetProfileUseCase,
    private readonly updateProfile: UpdateProfileUseCase,
    private readonly deleteUser: DeleteUserUseCase,
    private readonly deleteOwnAccount: DeleteOwnAccountUseCase,
    private readonly findUsers: FindUsersUseCase,
  ) {}

  @RpcHandler('identity.sign-up')
  register(@Payload() input: RpcPayload<'identity.sign-up'>) {
    return this.signUp.execute(input);
  }

  @RpcHandler('identity.confirm-email')
  confirm(@Payload() input: RpcPayload<'identity.confirm-email'>) {
    return this.confirmEmail.execute(input);
  }

  @RpcHandler('identity.resend-confirmation')
  resend(@Payload() input: RpcPayload<'identity.resend-confirmation'>) {
    return this.resendConfirmation.execute(input);
  }

  @RpcHandler('identity.get-profile')
  profile(@Payload() input: RpcPayload<'identity.get-profile'>) {
    return this.getProfile.execute(input);
  }

  @RpcHandler('identity.update-profile')
  update(@Payload() input: RpcPayload<'identity.update-profile'>) {
    return this.updateProfile.execute(input);
  }

  @RpcHandler('identity.delete-own-account')
  removeOwn(@Payload() input: RpcPayload<'identity.delete-own-account'>) {
    return this.deleteOwnAccount.execute(input);
  }

  @RpcHandler('identity.delete-user')
  remove(@Payload() input: RpcPayload<'identity.delete-user'>) {
    return this.deleteUser.execute(input);
  }

  @RpcHandler('identity.find-users')
  find(@Payload() input: RpcPayload<'identity.find-users'>) {
    return this.findUsers.execute(input);
  }
}
