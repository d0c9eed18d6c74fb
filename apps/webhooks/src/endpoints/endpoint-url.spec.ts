import { DomainException } from '@deckmill/messaging';
import { OutboundPolicy } from '@deckmill/outbound';
import { checkedEndpoint } from './endpoint-url';

function refusal(raw: string, policy = OutboundPolicy.strict()): string | undefined {
  try {
    checkedEndpoint(raw, policy);
    return undefined;
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    return error.domainError.code;
  }
}

describe('checkedEndpoint', () => {
  it('accepts https and normalises the URL (no fragment)', () => {
    expect(checkedEndpoint(' https://Hooks.Example.com/in#x ', OutboundPolicy.strict())).toBe(
      'https://hooks.example.com/in',
    );
  });

  it('refuses plain http, other schemes and nonsense', () => {
    expect(refusal('http://hooks.example.com/')).toBe('insecure_endpoint');
    expect(refusal('ftp://hooks.example.com/')).toBe('insecure_endpoint');
    expect(refusal('not a url')).toBe('invalid_endpoint');
  });

  it('accepts http only for an allow-listed host and port', () => {
    const policy = OutboundPolicy.fromAllowList('localhost:8080');
    expect(checkedEndpoint('http://localhost:8080/hook', policy)).toBe('http://localhost:8080/hook');
    expect(refusal('http://localhost:9090/hook', policy)).toBe('insecure_endpoint');
  });

  it('refuses credentials in the URL', () => {
    expect(refusal('https://user:pass@hooks.example.com/')).toBe('endpoint_credentials');
  });
});
