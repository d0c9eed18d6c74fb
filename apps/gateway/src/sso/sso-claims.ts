import { SsoEmailClaimSchema } from '@deckmill/api-contracts';

/**
 * The e-mail an ID token vouches for, lower case, or null: the provider must say it verified it
 * (`email_verified: true`), it must be an address by sign-up's rule, and its domain one of the team's verified
 * domains.
 */
export function vouchedEmail(
  claims: Readonly<Record<string, unknown>> | undefined,
  verifiedDomains: readonly string[],
): string | null {
  if (!claims || claims['email_verified'] !== true) return null;
  const parsed = SsoEmailClaimSchema.safeParse(claims['email']);
  if (!parsed.success) return null;
  const email = parsed.data;
  return verifiedDomains.includes(email.slice(email.lastIndexOf('@') + 1)) ? email : null;
}
