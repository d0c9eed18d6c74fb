import { Module, type DynamicModule } from '@nestjs/common';
import { IdentityAdminModule } from './admin/identity-admin.module';
import { LocalModule } from './local/local.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { CredentialsModule } from './credentials/credentials.module';
import { SessionsModule } from './sessions/sessions.module';
import { SubscriptionsModule } from './subscriptions/subscriptions.module';
import { UsersModule } from './users/users.module';
import { IDENTITY_OPTIONS, type IdentityOptions } from './identity.options';

/** Users, credentials, sessions and API keys (the product's mail sender is its own service, apps/mail). */
@Module({
  imports: [
    UsersModule,
    SessionsModule,
    CredentialsModule,
    ApiKeysModule,
    SubscriptionsModule,
    IdentityAdminModule,
  ],
})
export class IdentityModule {
  /** The service with its options; global so every module of the service can inject IDENTITY_OPTIONS. */
  static forRoot(options: IdentityOptions): DynamicModule {
    return {
      module: IdentityModule,
      global: true,
      imports: options.localAccount ? [LocalModule] : [],
      providers: [{ provide: IDENTITY_OPTIONS, useValue: options }],
      exports: [IDENTITY_OPTIONS],
    };
  }
}
