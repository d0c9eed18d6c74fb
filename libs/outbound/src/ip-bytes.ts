import { isIPv4, isIPv6 } from 'node:net';

/** An IP address as its raw bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = readonly number[];

function ipv4Bytes(address: string): number[] {
  return address.split('.').map(Number);
}

function groupsToBytes(groups: string[]): number[] {
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/** Rewrites a trailing dotted quad (`::ffff:127.0.0.1`) as two hexadecimal groups (`::ffff:7f00:1`). */
function withoutDottedQuad(address: string): string {
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (!last.includes('.')) return address;
  const [a, b, c, d] = ipv4Bytes(last);
  return `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
}

/** Expands every IPv6 spelling (`::`, an embedded dotted quad, a zone id) to 16 bytes. */
function ipv6Bytes(address: string): number[] {
  const text = withoutDottedQuad(address.split('%')[0]);
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  if (!text.includes('::')) return groupsToBytes(groups(text));
  const [head, tail] = text.split('::').map(groups);
  const zeros = new Array<string>(8 - head.length - tail.length).fill('0');
  return groupsToBytes([...head, ...zeros, ...tail]);
}

/** The bytes of an IPv4 or IPv6 literal (IPv6 without brackets); undefined when it is not an IP address. */
export function parseIpBytes(address: string): IpBytes | undefined {
  if (isIPv4(address)) return ipv4Bytes(address);
  if (isIPv6(address)) return ipv6Bytes(address);
  return undefined;
}

/** Whether the first `prefixLength` bits of `bytes` equal those of `network`. */
export function inPrefix(bytes: IpBytes, network: IpBytes, prefixLength: number): boolean {
  if (bytes.length !== network.length) return false;
  for (let bit = 0; bit < prefixLength; bit += 8) {
    const remaining = Math.min(8, prefixLength - bit);
    const mask = (0xff << (8 - remaining)) & 0xff;
    const index = bit / 8;
    if ((bytes[index] & mask) !== (network[index] & mask)) return false;
  }
  return true;
}
