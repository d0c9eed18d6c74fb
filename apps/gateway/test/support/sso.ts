import type { TeamSsoView } from '@deckmill/api-contracts';
import type { TestClient } from '@deckmill/server-harness';

/** A domain of its own per call, so suites and tests never share a verified domain. */
let counter = 0;
export function uniqueDomain(label: string): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}.test`;
}

/** Where a redirect points, as path and query for a 302 of the gateway, or absolute for the provider's. */
export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got ${response.status}`);
  return location;
}

/**
 * Follows the provider's redirects with its own cookie jar (the provider's session is the browser's too)
 * until it sends the browser back to `callbackUrl`; answers that callback URL with its code and state.
 */
export async function throughProvider(authorizationUrl: string, callbackUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`the provider stopped at ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(callbackUrl)) return next;
    url = next.href;
  }
  throw new Error('the provider never redirected back');
}

/** The first leg: /api/users/sso, answering the provider's authorization URL (or the gateway's own redirect). */
export async function beginSso(client: TestClient, email: string): Promise<string> {
  return locationOf(await client.fetch(`/api/users/sso?email=${encodeURIComponent(email)}`));
}

/** A whole SSO sign-in as a browser does it; answers where the gateway sends the browser at the end. */
export async function signInWithSso(client: TestClient, email: string, callbackUrl: string): Promise<string> {
  const authorization = await beginSso(client, email);
  if (authorization.startsWith('/')) return authorization;
  const back = await throughProvider(authorization, callbackUrl);
  return locationOf(await client.fetch(`${back.pathname}${back.search}`));
}

export function ssoBody(
  issuer: string,
  clientId: string,
  domains: string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { issuer_url: issuer, client_id: clientId, domains, ...extra };
}

export type { TeamSsoView };
