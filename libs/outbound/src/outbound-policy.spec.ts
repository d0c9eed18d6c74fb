import { OutboundPolicy } from './outbound-policy';

describe('OutboundPolicy', () => {
  it('allows nothing when the list is unset, empty or blank', () => {
    for (const list of [undefined, '', ' , ,']) {
      const policy = OutboundPolicy.fromAllowList(list);
      expect(policy.allowedHosts).toEqual([]);
      expect(policy.allows('localhost', 443)).toBe(false);
    }
    expect(OutboundPolicy.strict().allows('127.0.0.1', 80)).toBe(false);
  });

  it('parses host, host:port, IPv4 and bracketed IPv6 entries, trimmed and lower-cased', () => {
    const policy = OutboundPolicy.fromAllowList(
      ' Intranet.Example.COM , localhost:8443,10.0.0.5:80,[::1]:9000,[FD00::1]',
    );

    expect(policy.allowedHosts).toEqual([
      { host: 'intranet.example.com', port: undefined },
      { host: 'localhost', port: 8443 },
      { host: '10.0.0.5', port: 80 },
      { host: '::1', port: 9000 },
      { host: 'fd00::1', port: undefined },
    ]);
  });

  it('matches a host on any port without a port, and only on its port with one', () => {
    const policy = OutboundPolicy.fromAllowList('intranet.example.com,localhost:8443,[::1]:9000');

    expect(policy.allows('intranet.example.com', 80)).toBe(true);
    expect(policy.allows('INTRANET.example.com.', 8080)).toBe(true);
    expect(policy.allows('localhost', 8443)).toBe(true);
    expect(policy.allows('localhost', 8444)).toBe(false);
    expect(policy.allows('[::1]', 9000)).toBe(true);
    expect(policy.allows('::1', 9000)).toBe(true);
    expect(policy.allows('::1', 80)).toBe(false);
    expect(policy.allows('127.0.0.1', 8443)).toBe(false);
    expect(policy.allows('sub.intranet.example.com', 80)).toBe(false);
  });

  it('compares IPv6 hosts by address, however they are written (brackets, zero compression, case)', () => {
    const policy = OutboundPolicy.fromAllowList('[0:0:0:0:0:0:0:1]:9000, FD00:0:0::0001, ::2');

    expect(policy.allowedHosts).toEqual([
      { host: '::1', port: 9000 },
      { host: 'fd00::1', port: undefined },
      { host: '::2', port: undefined },
    ]);
    expect(policy.allows('[::1]', 9000)).toBe(true);
    expect(policy.allows('::1', 9000)).toBe(true);
    expect(policy.allows('0000:0000::0001', 9000)).toBe(true);
    expect(policy.allows('[::0:1]', 9000)).toBe(true);
    expect(policy.allows('fd00:0000::1', 443)).toBe(true);
    expect(policy.allows('[FD00::1]', 80)).toBe(true);
    expect(policy.allows('[::2]', 443)).toBe(true);
    expect(policy.allows(new URL('https://[0:0::2]:8443/').hostname, 8443)).toBe(true);
    expect(policy.allows('::1', 9001)).toBe(false);
    expect(policy.allows('fd00::2', 443)).toBe(false);
  });

  it('compares IPv4 literals in the spelling the URL parser gives them', () => {
    const policy = OutboundPolicy.fromAllowList('127.1:8080');

    expect(policy.allowedHosts).toEqual([{ host: '127.0.0.1', port: 8080 }]);
    expect(policy.allows(new URL('http://0x7f.0.0.1:8080/').hostname, 8080)).toBe(true);
  });

  it.each([
    'http://localhost',
    'localhost:0',
    'localhost:65536',
    'local host',
    '*.example.com',
    '-bad.example',
    'host:',
  ])('refuses the entry %p', (entry) => {
    expect(() => OutboundPolicy.fromAllowList(`ok.example,${entry}`)).toThrow(/OUTBOUND_ALLOW_HOSTS/);
  });
});
