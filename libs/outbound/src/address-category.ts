import { inPrefix, parseIpBytes, type IpBytes } from './ip-bytes';

/** What an IP address is, as far as reaching it from the server is concerned. Only `public` is fetched. */
export type AddressCategory =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'metadata'
  | 'unique-local'
  | 'multicast'
  | 'documentation'
  | 'reserved';

type Rule = readonly [network: IpBytes, prefixLength: number, category: AddressCategory];

// First match wins, so the cloud metadata addresses come before the ranges holding them.
const IPV4_RULES: readonly Rule[] = [
  [[0, 0, 0, 0], 8, 'unspecified'],
  [[10, 0, 0, 0], 8, 'private'],
  [[100, 64, 0, 0], 10, 'cgnat'],
  [[127, 0, 0, 0], 8, 'loopback'],
  [[169, 254, 169, 254], 32, 'metadata'],
  [[169, 254, 0, 0], 16, 'link-local'],
  [[172, 16, 0, 0], 12, 'private'],
  [[192, 0, 0, 0], 24, 'reserved'],
  [[192, 0, 2, 0], 24, 'documentation'],
  [[192, 88, 99, 0], 24, 'reserved'],
  [[192, 168, 0, 0], 16, 'private'],
  [[198, 18, 0, 0], 15, 'reserved'],
  [[198, 51, 100, 0], 24, 'documentation'],
  [[203, 0, 113, 0], 24, 'documentation'],
  [[224, 0, 0, 0], 4, 'multicast'],
  [[240, 0, 0, 0], 4, 'reserved'],
];

function v6(...groups: number[]): IpBytes {
  const padded = [...groups, ...new Array<number>(8 - groups.length).fill(0)];
  return padded.flatMap((group) => [group >> 8, group & 0xff]);
}

const IPV6_RULES: readonly Rule[] = [
  [v6(), 128, 'unspecified'],
  [v6(0, 0, 0, 0, 0, 0, 0, 1), 128, 'loopback'],
  [v6(0x64, 0xff9b, 1), 48, 'private'],
  [v6(0), 8, 'reserved'],
  [v6(0x100), 64, 'reserved'],
  [v6(0x2001), 23, 'reserved'],
  [v6(0x2001, 0xdb8), 32, 'documentation'],
  [v6(0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254), 128, 'metadata'],
  [v6(0xfc00), 7, 'unique-local'],
  [v6(0xfe80), 10, 'link-local'],
  [v6(0xfec0), 10, 'private'],
  [v6(0xff00), 8, 'multicast'],
];

// IPv6 forms that carry an IPv4 address, which is what the packets finally reach.
const EMBEDDED_IPV4: readonly (readonly [network: IpBytes, prefixLength: number, offset: number])[] = [
  [v6(0, 0, 0, 0, 0, 0xffff), 96, 12], // IPv4-mapped, ::ffff:a.b.c.d
  [v6(0x64, 0xff9b), 96, 12], // NAT64 well-known prefix
  [v6(0x2002), 16, 2], // 6to4
];

function firstMatch(bytes: IpBytes, rules: readonly Rule[]): AddressCategory {
  const rule = rules.find(([network, prefixLength]) => inPrefix(bytes, network, prefixLength));
  return rule ? rule[2] : 'public';
}

function categoryOfBytes(bytes: IpBytes): AddressCategory {
  if (bytes.length === 4) return firstMatch(bytes, IPV4_RULES);
  for (const [network, prefixLength, offset] of EMBEDDED_IPV4) {
    if (inPrefix(bytes, network, prefixLength))
      return firstMatch(bytes.slice(offset, offset + 4), IPV4_RULES);
  }
  return firstMatch(bytes, IPV6_RULES);
}

/** Classifies an IPv4 or IPv6 literal; throws on anything else (a host name must be resolved first). */
export function classifyAddress(address: string): AddressCategory {
  const bytes = parseIpBytes(address);
  if (!bytes) throw new TypeError(`Not an IP address: ${JSON.stringify(address)}`);
  return categoryOfBytes(bytes);
}
