import { Module } from '@nestjs/common';
import { ActivityGatewayModule } from '../activity';
import { AuthModule } from '../auth';
import { AccountDeletionController } from './account-deletion.controller';
import { ActivityController } from './activity.controller';
import { ApiKeysController } from './api-keys.controller';
import { ConfirmationsController } from './confirmations.controller';
import { DataExportController } from './data-export/data-export.controller';
import { PasswordsController } from './passwords.controller';
import { ProfileController } from './profile.controller';
import { RegistrationsController } from './registrations.controller';
import { SessionController } from './session.controller';
import { SessionStarter } from './session-starter';
import { SessionView } from './session-view';
import { SignInController } from './sign-in.controller';

/** The account routes of spec section 7: session, sign up/in/out, passwords, confirmation, profile, keys. */
@Module({
  imports: [AuthModule, ActivityGatewayModule],
  controllers: [
    SessionController,
    RegistrationsController,
    SignInController,
    PasswordsController,
    ConfirmationsController,
    ProfileController,
    ApiKeysController,
    ActivityController,
    DataExportController,
    AccountDeletionController,
  ],
  providers: [SessionView, SessionStarter],
})
export class AccountsGatewayModule {}
