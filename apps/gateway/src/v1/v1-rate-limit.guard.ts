import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimiter, type RateLimitRule } from '@deckmill/server-kit';
import { principalOf } from '../auth';
import { V1Error } from './v1-error';

/** Requests per account (all its keys together; without a valid key, per client IP) and minute across all of v1. */
export const V1_RATE_LIMIT: RateLimitRule = { limit: 600, windowMs: 60_000 };

/**
 * Counts every v1 request on the gateway's rate limiter and says where the caller stands on every answer
 * (`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` in seconds); past the limit, 429 `rate_limited`.
 */
@Injectable()
export class V1RateLimitGuard implements CanActivate {
  constructor(private readonly limiter: RateLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const caller = principalOf(req)?.userId ?? `ip:${req.ip ?? 'unknown'}`;
    const decision = this.limiter.hit(`api-v1:${caller}`, V1_RATE_LIMIT);
    res.setHeader('RateLimit-Limit', String(V1_RATE_LIMIT.limit));
    res.setHeader('RateLimit-Remaining', String(decision.remaining));
    res.setHeader('RateLimit-Reset', String(Math.ceil(decision.resetSeconds)));
    if (!decision.allowed) {
      const retryAfter = String(Math.max(1, Math.ceil(decision.retryAfterSeconds)));
      throw new V1Error(
        429,
        'rate_limited',
        'Too many requests. Please wait and try again.',
        {},
        {
          'Retry-After': retryAfter,
        },
      );
    }
    return true;
  }
}
