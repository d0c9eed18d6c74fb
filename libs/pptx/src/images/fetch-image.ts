import {
  OutboundError,
  safeFetch,
  type HostResolver,
  type OutboundPolicy,
  type OutboundResponse,
} from '@deckmill/outbound';
import { admitImage, tooLarge, type ImageLimits } from './image-limits';
import type { ImageLookup } from './image-source';

/** How a batch reaches image URLs: the outbound policy (allow-list), extra trusted CAs, a resolver (tests). */
export interface ImageFetchOptions {
  readonly policy: OutboundPolicy;
  readonly extraCaCertificates?: readonly (string | Buffer)[];
  readonly resolveHost?: HostResolver;
}

const SHOWN_URL_LENGTH = 120;

/** The URL as the report shows it: whole when short, else cut (a signed URL's query is long and noisy). */
export function shownUrl(url: URL): string {
  const text = url.href;
  return text.length <= SHOWN_URL_LENGTH ? text : `${text.slice(0, SHOWN_URL_LENGTH - 3)}...`;
}

function secondsText(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 100) / 10;
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

function refusal(error: OutboundError, url: string, limits: ImageLimits): string {
  switch (error.reason) {
    case 'http_status':
      return `${url} answered ${error.status ?? 'with an error'}`;
    case 'blocked_address':
      return `${url}: the address resolves to a private network`;
    case 'bad_scheme':
      return `${url}: plain http is refused for this host, use https`;
    case 'too_large':
      return `${url}: ${tooLarge(limits)}`;
    case 'timeout':
      return `${url} did not answer within ${secondsText(limits.fetchTimeoutMs)}`;
    case 'too_many_redirects':
      return `${url} redirected more than ${limits.maxRedirects} times`;
    case 'network':
      return `${url} could not be reached`;
  }
}

function declaredType(response: OutboundResponse): string | undefined {
  return response.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined;
}

/**
 * Downloads a picture under the outbound rules (`docs/outbound.md`): public https only unless allow-listed,
 * every redirect checked, the byte cap enforced while reading, one deadline. The answer's bytes are sniffed;
 * its Content-Type only names what came instead of a picture. Never throws.
 */
export async function fetchImage(
  url: URL,
  options: ImageFetchOptions,
  limits: ImageLimits,
): Promise<ImageLookup> {
  const shown = shownUrl(url);
  let response: OutboundResponse;
  try {
    response = await safeFetch(url, {
      policy: options.policy,
      headers: { accept: 'image/*' },
      maxBytes: limits.maxBytes,
      maxRedirects: limits.maxRedirects,
      timeoutMs: limits.fetchTimeoutMs,
      ...(options.extraCaCertificates ? { extraCaCertificates: options.extraCaCertificates } : {}),
      ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    });
  } catch (error) {
    if (error instanceof OutboundError) return { ok: false, reason: refusal(error, shown, limits) };
    return { ok: false, reason: `${shown} could not be reached` };
  }
  const lookup = await admitImage(response.body, limits);
  if (lookup.ok) return lookup;
  const type = declaredType(response);
  if (lookup.reason.startsWith('not a picture') && type && !type.startsWith('image/')) {
    return { ok: false, reason: `${shown}: not a picture (${type})` };
  }
  return { ok: false, reason: `${shown}: ${lookup.reason}` };
}
