import { isIPv6 } from 'node:net';

/** One OUTBOUND_ALLOW_HOSTS entry: a host name or IP literal, and a port or any port. */
export interface AllowedHost {
  host: string;
  port: number | undefined;
}

// A DNS name, an IPv4 literal, or a bracketed IPv6 literal; then an optional port.
const ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/;

/** The WHATWG URL parser's one spelling of a host: `::1` for `0:0:0:0:0:0:0:1`, `127.0.0.1` for `127.1`. */
function canonicalHost(host: string): string {
  const literal = isIPv6(host) ? `[${host}]` : host;
  if (!URL.canParse(`http://${literal}/`)) return host;
  const { hostname } = new URL(`http://${literal}/`);
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}

/**
 * One spelling per host, so that an allow-list entry and a URL's host compare equal however they were written:
 * lower-case, without brackets around IPv6 nor a trailing dot, IPv6 zero-compressed (`::1`, not `0:0::1`) and
 * IPv4 in dotted quads, as the URL parser writes them.
 */
export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return canonicalHost(unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed);
}

function parseEntry(entry: string): AllowedHost {
  // A bare IPv6 literal (`::1`) is a host on every port: a port needs brackets (`[::1]:9000`).
  if (isIPv6(entry)) return { host: normalizeHost(entry), port: undefined };
  const match = ENTRY.exec(entry.toLowerCase());
  const port = match?.[2] === undefined ? undefined : Number(match[2]);
  const badIpv6 = match?.[1].startsWith('[') && !isIPv6(match[1].slice(1, -1));
  if (!match || badIpv6 || (port !== undefined && (port < 1 || port > 65535))) {
    throw new Error(`OUTBOUND_ALLOW_HOSTS: ${JSON.stringify(entry)} is not host or host:port`);
  }
  return { host: normalizeHost(match[1]), port };
}

/**
 * Which destinations may be reached although they resolve to a private, loopback or otherwise internal
 * address, and over plain http. Everything else must be https to a public address.
 */
export class OutboundPolicy {
  private constructor(readonly allowedHosts: readonly AllowedHost[]) {}

  /** Parses OUTBOUND_ALLOW_HOSTS: `host[:port]` entries separated by commas; empty or unset allows nothing. */
  static fromAllowList(list: string | undefined): OutboundPolicy {
    const entries = (list ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    return new OutboundPolicy(entries.map(parseEntry));
  }

  /** Only public https destinations. */
  static strict(): OutboundPolicy {
    return new OutboundPolicy([]);
  }

  /** Whether host (as in the URL) and port are listed; an entry without a port allows every port. */
  allows(host: string, port: number): boolean {
    const name = normalizeHost(host);
    return this.allowedHosts.some((entry) => entry.host === name && (entry.port ?? port) === port);
  }
}
