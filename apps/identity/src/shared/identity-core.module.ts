import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { ApiKeyStore } from '../api-keys/api-key-store';
import { Lockout } from '../credentials/lockout';
import { PasswordHasher } from '../credentials/password-hasher';
import { identityEntities } from '../identity.database';
import { AccountMailer } from '../mail/account-mailer';
import { SessionStore } from '../sessions/session-store';
import { AccountTokens } from '../tokens/account-tokens';
import { ConfirmationMail } from '../users/confirmation-mail';
import { UserEvents } from '../users/user-events';
import { Clock } from './clock';
import { IdentityOutboxModule } from './identity-outbox.module';

const shared = [
  Clock,
  PasswordHasher,
  AccountTokens,
  SessionStore,
  ApiKeyStore,
  AccountMailer,
  UserEvents,
  ConfirmationMail,
  Lockout,
];

const repositories = DatabaseModule.forFeature(identityEntities);

/** The repositories and building blocks every identity domain module uses; one Clock for all of them. */
@Module({
  imports: [repositories, IdentityOutboxModule],
  providers: shared,
  exports: [repositories, ...shared],
})
export class IdentityCoreModule {}
