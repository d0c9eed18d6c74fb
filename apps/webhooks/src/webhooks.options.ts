/** What the composition root tells the webhooks service (WebhooksModule.forRoot). */
export interface WebhooksOptions {
  /** WEBHOOK_SECRET_KEY: the endpoints' signing secrets are encrypted at rest with a key derived from it. */
  readonly secretKey: string;
  /** OUTBOUND_ALLOW_HOSTS: destinations allowed although internal, and over plain http (docs/outbound.md). */
  readonly outboundAllowHosts: string | undefined;
  /** Delay before each retry of a failed delivery; one attempt more than delays. Default: about a day. */
  readonly retryDelaysMs?: readonly number[];
  /** Certificates trusted besides the public roots (tests with a self-signed receiver). */
  readonly extraCaCertificates?: readonly string[];
}

export const WEBHOOKS_OPTIONS = Symbol('WEBHOOKS_OPTIONS');
