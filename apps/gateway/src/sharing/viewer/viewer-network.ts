import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, never the address itself: IPv4 to its /24 ("203.0.113.0/24"),
 * IPv6 to its /48 ("2001:db8:1::/48"), an IPv4-mapped IPv6 address as the IPv4 it is. Null for anything else.
 */
export function truncatedNetwork(address: string | undefined): string | null {
  const ip = (address ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  const v4 = mapped?.[1] ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const groups = ipv6Groups(ip);
  if (!groups) return null;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 0xff}.${low >> 8}.0/24`;
  }
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail read as two). */
function ipv6Groups(ip: string): number[] | null {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((piece) => {
          if (isIPv4(piece)) {
            const [a = 0, b = 0, c = 0, d = 0] = piece.split('.').map(Number);
            return [(a << 8) | b, (c << 8) | d];
          }
          return [parseInt(piece, 16)];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<number>(missing).fill(0), ...right];
}
