import type { OutboundPolicy } from '@deckmill/outbound';
import { WebhookErrors } from '../shared/errors';

const DEFAULT_PORT: Record<string, number> = { 'http:': 80, 'https:': 443 };

/**
 * The registration check of an endpoint: an absolute https URL (http only for OUTBOUND_ALLOW_HOSTS), without
 * credentials. Whether its address is public is decided at every delivery by safeFetch, since DNS can change.
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
