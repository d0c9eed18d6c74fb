/** What the composition root tells the gateway (GatewayModule.forRoot). */
export interface GatewayOptions {
  /** Public URL of the site: cookies are secure and scoped to it. */
  readonly appUrl: string;
  /**
   * SESSION_SECRET: seals the short-lived SSO transaction cookie (state, nonce, PKCE verifier), so any
   * gateway replica can finish a sign-in another one started. Optional only for tests that never sign in by SSO.
   */
  readonly sessionSecret?: string;
  /** OUTBOUND_ALLOW_HOSTS: SSO issuers reachable although internal, and over plain http (docs/outbound.md). */
  readonly outboundAllowHosts?: string;
  /** OUTBOUND_CA_FILE's certificates, trusted for SSO issuers besides the public roots. */
  readonly extraCaCertificates?: readonly string[];
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
