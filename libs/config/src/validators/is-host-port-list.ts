import { isIPv6 } from 'node:net';
import { ValidateBy, type ValidationOptions } from 'class-validator';

// A DNS name or IPv4 literal, or a bracketed IPv6 literal; then an optional port. A bare IPv6 literal is a host
// without a port. @deckmill/outbound parses the same form (OutboundPolicy.fromAllowList); this check only makes
// a bad list stop the process at start.
const ENTRY = /^(?:\[([0-9A-Fa-f:.]+)\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)(?::(\d{1,5}))?$/;

function isHostPortEntry(entry: string): boolean {
  if (isIPv6(entry)) return true;
  const match = ENTRY.exec(entry);
  if (!match) return false;
  const [, ipv6, port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** A comma-separated list of `host[:port]` entries (blanks between commas are ignored). */
export function isHostPortList(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.filter((entry) => entry !== '').every(isHostPortEntry);
}

export function IsHostPortList(validationOptions?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isHostPortList',
      validator: {
        validate: isHostPortList,
        defaultMessage: () =>
          'must be a comma-separated list of host or host:port (IPv6 with a port in brackets)',
      },
    },
    validationOptions,
  );
}
