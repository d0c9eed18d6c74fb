import { isTrustProxySetting, parseTrustProxy } from './is-trust-proxy';

describe('TRUST_PROXY parsing and validation', () => {
  it.each([
    ['true', true],
    ['FALSE', false],
    ['2', 2],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
  ])('parses %p', (text, expected) => {
    const parsed = parseTrustProxy(text);
    expect(parsed).toEqual(expected);
    expect(isTrustProxySetting(parsed)).toBe(true);
  });

  it.each(['maybe', '10.0.0.0/33', 'fd00::/129', '1.2.3.4/8/9', '-1', 'loopback,'])('rejects %p', (text) => {
    expect(isTrustProxySetting(parseTrustProxy(text))).toBe(false);
  });

  it('accepts IPv6 addresses and subnets', () => {
    expect(isTrustProxySetting(parseTrustProxy('::1, fd00::/8'))).toBe(true);
  });
});
