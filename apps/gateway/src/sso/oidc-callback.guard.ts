import { Injectable } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import { OIDC_STRATEGY } from './oidc.strategy';
import { SsoFailure } from './sso-failure';

/** Where the guard puts the verified identity (not `user`: the principal is the auth middleware's business). */
export const SSO_IDENTITY_PROPERTY = 'ssoIdentity';

/** Runs the OIDC strategy on the provider's redirect; any failure becomes an SsoFailure (a redirect with its code). */
@Injectable()
export class OidcCallbackGuard extends AuthGuard(OIDC_STRATEGY) {
  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    return { session: false, property: SSO_IDENTITY_PROPERTY };
  }

  override handleRequest<T>(error: unknown, identity: T | false): T {
    if (error instanceof SsoFailure) throw error;
    if (error || !identity) throw new SsoFailure('sign_in_failed', { cause: error });
    return identity;
  }
}
