import type { Request } from 'express';
import { rateLimitKey } from './rate-limit.guard';

const rule = { bucket: 'preflight', limit: 1, windowMs: 1000 };
const request = (ip: string, userId?: string) =>
  ({ ip, ...(userId ? { principal: { userId } } : {}) }) as unknown as Request;

describe('rateLimitKey', () => {
  it('counts per client IP by default, even for a signed-in user', () => {
    expect(rateLimitKey(rule, request('10.0.0.1', 'ada'))).toBe('preflight:10.0.0.1');
  });

  it('counts per user when asked, and per IP for anonymous requests', () => {
    const perUser = { ...rule, per: 'user' as const };
    expect(rateLimitKey(perUser, request('10.0.0.1', 'ada'))).toBe('preflight:user:ada');
    expect(rateLimitKey(perUser, request('10.0.0.1', 'bo'))).not.toBe(
      rateLimitKey(perUser, request('10.0.0.1', 'ada')),
    );
    expect(rateLimitKey(perUser, request('10.0.0.2'))).toBe('preflight:10.0.0.2');
  });
});
