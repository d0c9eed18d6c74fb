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
  domainNotFound: () =>
    new DomainException(DomainErrors.notFound('sso_domain_not_found', 'No such SSO domain for that team.')),
};

/** PostgreSQL's unique violation: here, a domain verified for another team at the same moment. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}
