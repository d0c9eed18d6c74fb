import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import * as oidc from 'openid-client';
import type { SsoClient } from '@deckmill/bus-contracts';
import { OutboundPolicy, safeFetch } from '@deckmill/outbound';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';

/** Discovery answers are kept this long per issuer and client, so a burst of sign-ins asks the provider once. */
const DISCOVERY_TTL_MS = 5 * 60 * 1000;
const OUTBOUND_TIMEOUT_MS = 10_000;
const MAX_CACHED = 500;

interface Cached {
  readonly config: oidc.Configuration;
  readonly expiresAt: number;
}

/**
 * openid-client configurations of the teams' providers. Every request to an issuer (discovery, JWKS, token)
 * goes through the outbound policy (`safeFetch`: no internal addresses unless OUTBOUND_ALLOW_HOSTS lists them,
 * https only otherwise, the checked address pinned); plain http is allowed only where the policy allows it.
 */
@Injectable()
export class OidcClients {
  private readonly cache = new Map<string, Cached>();
  private readonly policy: OutboundPolicy;

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions) {
    this.policy = OutboundPolicy.fromAllowList(options.outboundAllowHosts);
  }

  async configFor(client: SsoClient, now = Date.now()): Promise<oidc.Configuration> {
    const key = cacheKey(client);
    const cached = this.cache.get(key);
    if (cached && cached.expiresAt > now) return cached.config;
    const config = await oidc.discovery(
      new URL(client.issuer),
      client.clientId,
      undefined,
      oidc.ClientSecretBasic(client.clientSecret),
      {
        [oidc.customFetch]: this.outboundFetch,
        timeout: OUTBOUND_TIMEOUT_MS / 1000,
        execute: [
          // The ID token's signature is checked against the issuer's JWKS even though it comes straight from
          // the token endpoint (openid-client otherwise trusts the TLS channel for it).
          oidc.enableNonRepudiationChecks,
          // http issuers only get this far when the outbound policy allows the host (tests, intranets).
          ...(client.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : []),
        ],
      },
    );
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(key, { config, expiresAt: now + DISCOVERY_TTL_MS });
    return config;
  }

  private readonly outboundFetch: oidc.CustomFetch = async (url, init) => {
    const method = init.method === 'POST' ? 'POST' : 'GET';
    const answer = await safeFetch(url, {
      policy: this.policy,
      method,
      headers: init.headers,
      body: bodyText(init.body),
      maxRedirects: 0,
      maxBytes: 1024 * 1024,
      timeoutMs: OUTBOUND_TIMEOUT_MS,
      extraCaCertificates: this.options.extraCaCertificates,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    return new Response(new Uint8Array(answer.body), { status: answer.status, headers });
  };
}

function bodyText(body: oidc.FetchBody): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof Uint8Array) return Buffer.from(body).toString('utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body).toString('utf8');
  throw new TypeError('streamed request bodies are not sent to SSO providers');
}

/** A changed secret or client id is a new configuration (the secret only as a hash, never as a map key). */
function cacheKey(client: SsoClient): string {
  const secret = createHash('sha256').update(client.clientSecret).digest('base64url');
  return `${client.issuer}\n${client.clientId}\n${secret}`;
}
