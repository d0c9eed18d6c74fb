import type { TeamSsoView } from '@deckmill/api-contracts';
import type { TeamSsoState } from '@deckmill/bus-contracts';

/** The HTTP resource of a team's SSO settings: teams' state plus the callback URL to register at the provider. */
export function teamSsoView(state: TeamSsoState, callbackUrl: string): TeamSsoView {
  return {
    configured: state.configured,
    plan_allows: state.planAllows,
    issuer_url: state.issuer,
    client_id: state.clientId,
    has_client_secret: state.hasClientSecret,
    enforced: state.enforced,
    domains: state.domains.map((domain) => ({
      domain: domain.domain,
      verified: domain.verifiedBy !== null,
      verified_by: domain.verifiedBy,
      txt_record_name: domain.txtRecordName,
      txt_record_value: domain.txtRecordValue,
    })),
    callback_url: callbackUrl,
    updated_at: state.updatedAt,
  };
}
