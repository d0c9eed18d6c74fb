import type { HostResolver } from '@deckmill/outbound';

/** What the composition root tells the webhooks service (WebhooksModule.forRoot). */
export interface WebhooksOptions {
  /** WEBHOOK_SECRET_KEY: the endpoints' signing secrets are encrypted at rest with a key derived from it. */
  readonly secretKey: string;
  /** OUTBOUND_ALLOW_HOSTS: destinations allowed although internal, and over plain http (docs/outbound.md). */
  readonly outboundAllowHosts: string | undefined;
  /** Delay before each retry of a failed delivery; one attempt more than delays. Default: about a day. */
  readonly retryDelaysMs?: readonly number[];
  /** WEBHOOK_RETRY_SWEEP_SECONDS: how often the sweeper publishes the attempts that are due. Default 20 s. */
  readonly retrySweepEveryMs?: number;
  /** Jobs one endpoint may have published and not yet attempted (default 10): a failing one takes only its share. */
  readonly retrySweepPerEndpoint?: number;
  /** A published attempt not made within this long is taken as lost and published again. Default 5 minutes. */
  readonly redispatchAfterMs?: number;
  /** OUTBOUND_CA_FILE's certificates, trusted besides the public roots (intranets, a self-signed receiver). */
  readonly extraCaCertificates?: readonly string[];
  /** Resolves endpoint host names at registration and delivery; default the system resolver (tests: a table). */
  readonly resolveHost?: HostResolver;
}

export const WEBHOOKS_OPTIONS = Symbol('WEBHOOKS_OPTIONS');
