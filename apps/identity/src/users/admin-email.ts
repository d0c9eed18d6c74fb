import type { IdentityOptions } from '../identity.options';
import type { User } from './entities/user.entity';

/**
 * Whether proving `email` makes the account an operator: it is ADMIN_EMAIL (compared trimmed, lower case) and
 * the account is not one already. Never an account that signed in by SSO: a team's own OpenID provider vouched
 * for it, which proves nothing to the operators (AdminBootstrap says the same at start-up).
 */
export function promotedByAdminEmail(
  options: IdentityOptions,
  user: Pick<User, 'admin' | 'ssoLinkedAt'>,
  email: string,
): boolean {
  const adminEmail = options.adminEmail?.trim().toLowerCase();
  return !!adminEmail && !user.admin && !user.ssoLinkedAt && email === adminEmail;
}
