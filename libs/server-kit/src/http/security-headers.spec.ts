import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers';

function policyFor(options: SecurityHeaderOptions): Map<string, string[]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  securityHeaders(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  const policy = headers.get('content-security-policy') ?? '';
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('securityHeaders', () => {
  it('allows only the site itself for images and fetches by default', () => {
    const policy = policyFor({ https: false });
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('adds the public file origins to img-src and connect-src, and nowhere else', () => {
    const policy = policyFor({ https: true, fileOrigins: ['https://files.example.com'] });
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://files.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://files.example.com']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});
