import { Module } from '@nestjs/common';
import { IdentityAdminModule } from './admin/identity-admin.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { CredentialsModule } from './credentials/credentials.module';
import { MailModule } from './mail/mail.module';
import { SessionsModule } from './sessions/sessions.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';

/** Users, credentials, sessions, API keys, and the mail sender of the whole product. */
@Module({
  imports: [
    UsersModule,
    SessionsModule,
    CredentialsModule,
    ApiKeysModule,
    MailModule,
    SubscriptionsModule,
    IdentityAdminModule,
  ],
})
export class IdentityModule {}
