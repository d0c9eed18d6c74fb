import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { classifyAddress } from './address-category';
import { OutboundError } from './outbound-error';
import { normalizeHost, type OutboundPolicy } from './outbound-policy';

/** One address a host name resolved to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to its addresses (the default asks the system resolver, as a browser would). */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** Where one request goes: the name for Host and SNI, and the checked addresses the socket must use. */
export interface Destination {
  url: URL;
  host: string;
  port: number;
  secure: boolean;
  addresses: ResolvedAddress[];
}

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

async function resolveAddresses(host: string, resolver: HostResolver): Promise<ResolvedAddress[]> {
  const family = isIP(host);
  if (family === 4 || family === 6) return [{ address: host, family }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(host);
  } catch (cause) {
    throw new OutboundError('network', host, `${host} could not be reached`, { cause });
  }
  if (addresses.length === 0) throw new OutboundError('network', host, `${host} could not be reached`);
  return addresses;
}

/**
 * Checks a URL against the policy and resolves its host once. Unless host:port is allow-listed, the URL must be
 * https and every address the name resolves to must be public: one internal address among public ones is
 * enough to refuse, since the connection could land on any of them.
 */
export async function resolveDestination(
  url: URL,
  policy: OutboundPolicy,
  resolver: HostResolver,
): Promise<Destination> {
  const host = normalizeHost(url.hostname);
  const port = effectivePort(url);
  const allowListed = policy.allows(host, port);
  const secure = url.protocol === 'https:';
  if (!secure && !(url.protocol === 'http:' && allowListed)) {
    const only = url.protocol === 'http:' ? 'https (plain http only for allow-listed hosts)' : 'https';
    throw new OutboundError(
      'bad_scheme',
      host,
      `${url.protocol} links to ${host || 'this address'} are refused: use ${only}`,
    );
  }
  const addresses = await resolveAddresses(host, resolver);
  const blocked = !allowListed && addresses.some(({ address }) => classifyAddress(address) !== 'public');
  if (blocked) {
    throw new OutboundError(
      'blocked_address',
      host,
      `${host} is not reachable from Deckmill: it points to a private or reserved network address`,
    );
  }
  return { url, host, port, secure, addresses };
}
