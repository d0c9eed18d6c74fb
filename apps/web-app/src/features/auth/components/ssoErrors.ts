import { SSO_ENFORCED_MESSAGE, SSO_ERROR_CODES, type SsoErrorCode } from '@deckmill/api-contracts';
import { isApiError } from '@deckmill/web-data';

const SSO_ERROR_MESSAGES: Record<SsoErrorCode, string> = {
  no_sso_for_domain: 'No single sign-on is set up for this email domain. Sign in with your password.',
  provider_unreachable:
    "Your organization's sign-in provider could not be reached. Try again in a few minutes, or ask your team admin.",
  sign_in_failed: 'Single sign-on did not complete. Please try again from the start.',
  email_not_allowed:
    "Your provider signed you in with an email address your team's single sign-on does not accept. Ask your team admin.",
  account_locked: 'This account is locked. Check your email for the unlock link, or reset your password.',
  operator_password_only:
    'This is an operator account: it signs in with its password, never with single sign-on.',
};

const UNKNOWN_SSO_ERROR = 'Single sign-on did not complete. Please try again.';

/** The sign-in page's words for `?sso_error=<code>`; undefined without one. */
export function ssoErrorMessage(code: string | null): string | undefined {
  if (code === null || code === '') return undefined;
  const known = SSO_ERROR_CODES.find((candidate) => candidate === code);
  return known ? SSO_ERROR_MESSAGES[known] : UNKNOWN_SSO_ERROR;
}

/** Did password sign-in refuse the address because its domain enforces SSO (in the box or beside a field)? */
export function isSsoEnforced(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.body.error === SSO_ENFORCED_MESSAGE) return true;
  return Object.values(error.body.errors).some((messages) => messages.includes(SSO_ENFORCED_MESSAGE));
}
