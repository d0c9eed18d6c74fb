import { OutboundError, type OutboundFailureReason } from './outbound-error';
import { OutboundPolicy } from './outbound-policy';
import { resolveDestination, type HostResolver, type ResolvedAddress } from './resolve-destination';

// A fixed table stands in for DNS, so names can point anywhere without a network.
const RECORDS: Record<string, ResolvedAddress[]> = {
  'public.example': [{ address: '93.184.216.34', family: 4 }],
  'internal.example': [{ address: '10.0.0.7', family: 4 }],
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.0.10', family: 4 },
  ],
  'mapped.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'empty.example': [],
};
const resolver: HostResolver = async (hostname) => {
  const addresses = RECORDS[hostname];
  if (!addresses) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  return addresses;
};

async function failure(url: string, policy = OutboundPolicy.strict()): Promise<OutboundError> {
  try {
    await resolveDestination(new URL(url), policy, resolver);
  } catch (error) {
    if (error instanceof OutboundError) return error;
    throw error;
  }
  throw new Error(`${url} was not refused`);
}

describe('resolveDestination', () => {
  it('resolves a public https name once and keeps the name for Host and SNI', async () => {
    const destination = await resolveDestination(
      new URL('https://Public.Example./a?b=1'),
      OutboundPolicy.strict(),
      resolver,
    );

    expect(destination).toMatchObject({ host: 'public.example', port: 443, secure: true });
    expect(destination.addresses).toEqual(RECORDS['public.example']);
  });

  it.each<[string, OutboundFailureReason]>([
    ['https://internal.example/', 'blocked_address'],
    ['https://mixed.example/', 'blocked_address'],
    ['https://mapped.example/', 'blocked_address'],
    ['https://127.0.0.1/', 'blocked_address'],
    ['https://0x7f.1/', 'blocked_address'],
    ['https://2130706433/', 'blocked_address'],
    ['https://[::1]:8443/', 'blocked_address'],
    ['https://[::ffff:127.0.0.1]/', 'blocked_address'],
    ['https://169.254.169.254/latest/meta-data/', 'blocked_address'],
    ['https://[fd00:ec2::254]/', 'blocked_address'],
    ['https://0.0.0.0/', 'blocked_address'],
    ['http://public.example/', 'bad_scheme'],
    ['ftp://public.example/', 'bad_scheme'],
    ['file:///etc/passwd', 'bad_scheme'],
    ['gopher://127.0.0.1:6379/', 'bad_scheme'],
    ['https://unknown.example/', 'network'],
    ['https://empty.example/', 'network'],
  ])('refuses %s: %s', async (url, reason) => {
    expect((await failure(url)).reason).toBe(reason);
  });

  it('names the host in its message but never the address it resolved to nor the system error', async () => {
    const blocked = await failure('https://internal.example/');
    const unresolved = await failure('https://unknown.example/');

    expect(blocked.message).toContain('internal.example');
    expect(blocked.message).not.toContain('10.0.0.7');
    expect(unresolved.message).toBe('unknown.example could not be reached');
  });

  it('lets allow-listed host[:port] entries reach internal addresses, over http too', async () => {
    const policy = OutboundPolicy.fromAllowList('internal.example,127.0.0.1:8080');

    await expect(
      resolveDestination(new URL('http://internal.example:9000/'), policy, resolver),
    ).resolves.toMatchObject({
      secure: false,
      port: 9000,
      addresses: RECORDS['internal.example'],
    });
    await expect(
      resolveDestination(new URL('http://127.0.0.1:8080/'), policy, resolver),
    ).resolves.toMatchObject({
      addresses: [{ address: '127.0.0.1', family: 4 }],
    });
    expect((await failure('http://127.0.0.1:8081/', policy)).reason).toBe('bad_scheme');
    expect((await failure('https://127.0.0.1:8081/', policy)).reason).toBe('blocked_address');
    expect((await failure('ftp://internal.example/', policy)).reason).toBe('bad_scheme');
  });
});
