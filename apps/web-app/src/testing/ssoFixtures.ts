import type { SsoDomainView, TeamSsoView } from '@deckmill/api-contracts';

/** A team's SSO view as the gateway answers it; unconfigured on an Enterprise plan by default. */
export function teamSsoView(overrides: Partial<TeamSsoView> = {}): TeamSsoView {
  return {
    configured: false,
    plan_allows: true,
    issuer_url: null,
    client_id: null,
    has_client_secret: false,
    enforced: false,
    domains: [],
    callback_url: 'https://deckmill.example/api/users/sso/callback',
    updated_at: null,
    ...overrides,
  };
}

export function ssoDomain(domain: string, overrides: Partial<SsoDomainView> = {}): SsoDomainView {
  return {
    domain,
    verified: false,
    verified_by: null,
    txt_record_name: `_deckmill-sso.${domain}`,
    txt_record_value: `deckmill-sso-verification=${domain.replace(/\W/g, '')}0123456789abcdef`,
    ...overrides,
  };
}

/** A configured team: Acme's provider, acme.example waiting for its TXT record. */
export function configuredSsoView(overrides: Partial<TeamSsoView> = {}): TeamSsoView {
  return teamSsoView({
    configured: true,
    issuer_url: 'https://login.acme.example',
    client_id: 'deckmill-app',
    has_client_secret: true,
    domains: [ssoDomain('acme.example')],
    updated_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  });
}
