import { defineServiceDatabase } from '@deckmill/database';
import { ApiKey } from './api-keys/entities/api-key.entity';
import { SignInFailure } from './credentials/entities/sign-in-failure.entity';
import { IdentityApiKeyScopes1795290000000 } from './migrations/IdentityApiKeyScopes1795290000000';
import { IdentityCreateAccounts1795252762311 } from './migrations/IdentityCreateAccounts1795252762311';
import { IdentityCreateOutbox1795262488719 } from './migrations/IdentityCreateOutbox1795262488719';
import { IdentityMailClaims1795256320653 } from './migrations/IdentityMailClaims1795256320653';
import { IdentitySignInFailures1795257249456 } from './migrations/IdentitySignInFailures1795257249456';
import { IdentitySsoLinked1795700000000 } from './migrations/IdentitySsoLinked1795700000000';
import { IdentityThemePreference1796000000000 } from './migrations/IdentityThemePreference1796000000000';
import { IdentityOutboxHeaders1795422000000 } from './migrations/IdentityOutboxHeaders1795422000000';
import { Session } from './sessions/entities/session.entity';
import { AccountToken } from './tokens/entities/account-token.entity';
import { User } from './users/entities/user.entity';

export const identityEntities = [User, Session, AccountToken, ApiKey, SignInFailure];

export const identityDatabase = defineServiceDatabase('identity', {
  entities: identityEntities,
  migrations: [
    IdentityCreateAccounts1795252762311,
    IdentityMailClaims1795256320653,
    IdentitySignInFailures1795257249456,
    IdentityCreateOutbox1795262488719,
    IdentityApiKeyScopes1795290000000,
    IdentityOutboxHeaders1795422000000,
    IdentitySsoLinked1795700000000,
    IdentityThemePreference1796000000000,
  ],
});
