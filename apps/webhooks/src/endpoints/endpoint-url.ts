import {
  OutboundError,
  resolveDestination,
  type HostResolver,
  type OutboundPolicy,
} from '@deckmill/outbound';
import { WebhookErrors } from '../shared';

/** How long registration waits for DNS before it leaves the address to the check at delivery. */
export const REGISTRATION_LOOKUP_TIMEOUT_MS = 3_000;

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * The registration check of an endpoint's form: an absolute https URL (http only for OUTBOUND_ALLOW_HOSTS),
 * without credentials. Its address is checked by `refuseInternalAddress`, and again at every delivery.
 */
export function checkedEndpoint(raw: string, policy: OutboundPolicy): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw WebhookErrors.field('invalid_endpoint', 'endpoint', 'URL is not a valid https:// address.');
  }
  const port = url.port === '' ? DEFAULT_PORT[url.protocol] : Number(url.port);
  const allowedHttp = url.protocol === 'http:' && port !== undefined && policy.allows(url.hostname, port);
  if (url.protocol !== 'https:' && !allowedHttp) {
    throw WebhookErrors.field('insecure_endpoint', 'endpoint', 'URL must start with https://.');
  }
  if (url.username !== '' || url.password !== '') {
    throw WebhookErrors.field(
      'endpoint_credentials',
      'endpoint',
      'URL must not contain a user name or password.',
    );
  }
  url.hash = '';
  return url.toString();
}

/**
 * Refuses an endpoint whose host is, or resolves to, a private, loopback, link-local, metadata or otherwise
 * internal address, unless OUTBOUND_ALLOW_HOSTS lists it: a mistake or a probe is answered at once instead of
 * by a delivery log full of `blocked_address`. A name that does not resolve (yet), or not within
 * REGISTRATION_LOOKUP_TIMEOUT_MS, is accepted: safeFetch checks the address again at every delivery, since
 * DNS can change.
 */
export async function refuseInternalAddress(
  endpoint: string,
  policy: OutboundPolicy,
  resolver: HostResolver,
  timeoutMs = REGISTRATION_LOOKUP_TIMEOUT_MS,
): Promise<void> {
  try {
    await resolveDestination(new URL(endpoint), policy, withDeadline(resolver, timeoutMs));
  } catch (error) {
    if (!(error instanceof OutboundError) || error.reason !== 'blocked_address') return;
    throw WebhookErrors.field(
      'endpoint_not_public',
      'endpoint',
      'URL points to a private or internal network address.',
    );
  }
}

function withDeadline(resolver: HostResolver, timeoutMs: number): HostResolver {
  return (hostname) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${hostname}: no DNS answer in ${timeoutMs} ms`)), timeoutMs);
    });
    return Promise.race([resolver(hostname), deadline]).finally(() => clearTimeout(timer));
  };
}
