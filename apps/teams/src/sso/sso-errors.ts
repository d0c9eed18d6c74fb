import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

export const SSO_PLAN_REQUIRED =
  'Single sign-on is part of the Enterprise plan. Upgrade your subscription to configure it.';

/** The teams service's SSO refusals, by the domain's field names (`issuerUrl`, `clientSecret`, `domain`). */
export const SsoErrors = {
  planRequired: () => new DomainException(DomainErrors.forbidden('sso_plan_required', SSO_PLAN_REQUIRED)),
  field: (code: string, field: string, message: string) =>
    new DomainException(DomainErrors.invalid(code, field, message)),
  domainNotListed: () =>
    new DomainException(
      DomainErrors.invalid('sso_domain_not_listed', 'domain', "is not one of the team's SSO domains."),
    ),
  domainTaken: (field: string) =>
    new DomainException(
      DomainErrors.invalid('sso_domain_taken', field, 'is already verified by another team.'),
    ),
  /** A new issuer or client id with the stored secret would hand that secret to the new provider. */
  secretForNewProvider: () =>
    new DomainException(
      DomainErrors.invalid(
        'sso_secret_required',
        'clientSecret',
        'Enter the client secret again when you change the issuer URL or the client ID.',
      ),
    ),
  multiTenantIssuer: () =>
    new DomainException(
      DomainErrors.invalid(
        'sso_multi_tenant_issuer',
        'issuerUrl',
        "Use your organization's own tenant issuer URL (https://login.microsoftonline.com/<tenant id>/v2.0), " +
          'not /common, /organizations or /consumers, which accept accounts of any organization.',
      ),
    ),
  publicMailDomain: (domain: string, field = 'domains') =>
    new DomainException(
      DomainErrors.invalid(
        'sso_public_mail_domain',
        field,
        `${domain} is a public email provider's domain: only your organization's own domains can use SSO.`,
      ),
    ),
  domainNotFound: () =>
    new DomainException(DomainErrors.notFound('sso_domain_not_found', 'No such SSO domain for that team.')),
};

/** PostgreSQL's unique violation: here, a domain verified for another team at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
