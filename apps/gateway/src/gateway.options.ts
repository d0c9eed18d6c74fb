import type { LocalMode } from './local/local-mode';

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
  /**
   * DOWNLOADS_REDIRECT: `presigned` answers the app's deck and PDF downloads with a 302 to a short-lived
   * presigned URL on object storage (S3 only), once access is checked; `none` (default) streams them.
   */
  readonly downloadsRedirect?: 'none' | 'presigned';
  /** LOCAL_MODE (the desktop app): the launcher's token hash and how to quit; undefined elsewhere. */
  readonly local?: LocalMode;
}

export const GATEWAY_OPTIONS = Symbol('GATEWAY_OPTIONS');
