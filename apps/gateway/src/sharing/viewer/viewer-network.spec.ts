import { truncatedNetwork } from './viewer-network';

describe('truncatedNetwork', () => {
  it('keeps an IPv4 address to its /24', () => {
    expect(truncatedNetwork('203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('keeps an IPv6 address to its /48, however it is written', () => {
    expect(truncatedNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(truncatedNetwork('2001:0DB8:0001::1')).toBe('2001:db8:1::/48');
    expect(truncatedNetwork('2001:db8::')).toBe('2001:db8:0::/48');
    expect(truncatedNetwork('fe80::1%eth0')).toBe('fe80:0:0::/48');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 it is', () => {
    expect(truncatedNetwork('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
    expect(truncatedNetwork('::ffff:c633:6417')).toBe('198.51.100.0/24');
  });

  it('answers null for what is not an address', () => {
    expect(truncatedNetwork(undefined)).toBeNull();
    expect(truncatedNetwork('unknown')).toBeNull();
    expect(truncatedNetwork('')).toBeNull();
  });
});
