import { z } from 'zod';

/**
 * Single sign-on (OpenID Connect) for an Enterprise team. Only the team's admins on the Enterprise plan may
 * configure it; the client secret is write-only (stored encrypted, never returned).
 *
 * Routes:
 * - GET    /api/app/teams/{id}/sso                      TeamSsoView (team admins; `configured: false` if none)
 * - PUT    /api/app/teams/{id}/sso                      PutTeamSsoBody -> TeamSsoView (errors keyed by field)
 * - DELETE /api/app/teams/{id}/sso                      204
 * - POST   /api/app/teams/{id}/sso/domains/{domain}/verify   checks the DNS TXT record -> TeamSsoView
 * - POST   /api/admin/sso_domains/verify                OperatorVerifySsoDomainBody -> 204 (operator override)
 * - GET    /api/users/sso?email=...                     302 to the team's provider, or 302 to
 *                                                       /users/sign_in?sso_error=<SsoErrorCode>
 * - GET    /api/users/sso/callback                      the provider's redirect; signs in, 302 to /app
 *                                                       (or /users/sign_in?sso_error=<code>)
 */

const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

export const SsoDomainSchema = z.string().trim().toLowerCase().regex(DOMAIN, 'is not a valid domain name.');

export const PutTeamSsoBodySchema = z.object({
  issuer_url: z
    .string({ error: "Issuer URL can't be blank." })
    .trim()
    .max(500, 'Issuer URL is too long.')
    .pipe(z.url({ protocol: /^https?$/, error: 'Issuer URL must be an http(s) URL.' })),
  client_id: z
    .string({ error: "Client ID can't be blank." })
    .trim()
    .min(1, "Client ID can't be blank.")
    .max(255, 'Client ID is too long.'),
  /** Required the first time; omitted (or empty) keeps the stored secret. */
  client_secret: z.string().max(1000, 'Client secret is too long.').optional(),
  domains: z
    .array(SsoDomainSchema)
    .min(1, 'Add at least one email domain.')
    .max(20, 'At most 20 email domains.'),
  /** Password sign-in refused for addresses on the team's verified domains. */
  enforced: z.boolean().default(false),
});
export type PutTeamSsoBody = z.infer<typeof PutTeamSsoBodySchema>;

export const SsoDomainViewSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  /** How it was verified: a DNS TXT record or an operator; null while unverified. */
  verified_by: z.enum(['dns', 'operator']).nullable(),
  /** The TXT record the team publishes to prove it owns the domain. */
  txt_record_name: z.string(),
  txt_record_value: z.string(),
});
export type SsoDomainView = z.infer<typeof SsoDomainViewSchema>;

export const TeamSsoViewSchema = z.object({
  configured: z.boolean(),
  /** False when the team's plan does not include SSO (the page explains and links to the subscription). */
  plan_allows: z.boolean(),
  issuer_url: z.string().nullable(),
  client_id: z.string().nullable(),
  has_client_secret: z.boolean(),
  enforced: z.boolean(),
  domains: z.array(SsoDomainViewSchema),
  /** The redirect URI to register at the provider. */
  callback_url: z.string(),
  updated_at: z.string().nullable(),
});
export type TeamSsoView = z.infer<typeof TeamSsoViewSchema>;

export const OperatorVerifySsoDomainBodySchema = z.object({
  team_id: z.number().int(),
  domain: SsoDomainSchema,
});
export type OperatorVerifySsoDomainBody = z.infer<typeof OperatorVerifySsoDomainBodySchema>;

/**
 * The provider's `email` claim as an account's e-mail: the same rule as sign-up's (zod's e-mail check, at most
 * 254 characters), trimmed and lower-cased.
 */
export const SsoEmailClaimSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** Why an SSO sign-in ended on the sign-in page; the page words each one. */
export const SSO_ERROR_CODES = [
  'no_sso_for_domain',
  'provider_unreachable',
  'sign_in_failed',
  'email_not_allowed',
  'account_locked',
  /** The address is an operator's (admin flag): operators sign in with their password only. */
  'operator_password_only',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** The message password sign-in answers for an address whose domain enforces SSO. */
export const SSO_ENFORCED_MESSAGE = 'Your organization signs in with single sign-on. Use "Sign in with SSO".';

/** A password reset's answer (200, no session) for an address whose domain enforces SSO. */
export const PASSWORD_SET_SSO_MESSAGE =
  'Your password was changed, but your organization signs in with single sign-on. Use "Sign in with SSO".';
