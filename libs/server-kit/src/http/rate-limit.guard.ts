import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from './api-error';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

const RATE_LIMIT = 'deckmill:rate-limit';

export interface RateLimitOptions extends RateLimitRule {
  /** Routes sharing a bucket share one counter per client IP (or per user, see `per`). */
  bucket: string;
  /**
   * `user`: one counter per signed-in user (`req.principal.userId`, set by the gateway's authentication
   * middleware), so users behind one address do not share it; anonymous requests still count per IP.
   */
  per?: 'ip' | 'user';
}

/** The counter's key: the user when asked and known, else the client IP. */
export function rateLimitKey(options: RateLimitOptions, req: Request): string {
  const userId = (req as Request & { principal?: { userId?: unknown } }).principal?.userId;
  if (options.per === 'user' && typeof userId === 'string' && userId !== '') {
    return `${options.bucket}:user:${userId}`;
  }
  return `${options.bucket}:${req.ip ?? 'unknown'}`;
}

/** Limits a route per client IP (or per user), answering 429 with Retry-After beyond the limit. */
export const RateLimit = (options: RateLimitOptions) => SetMetadata(RATE_LIMIT, options);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const options = this.reflector.getAllAndOverride<RateLimitOptions | undefined>(RATE_LIMIT, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!options) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const decision = this.limiter.hit(rateLimitKey(options, req), options);
    if (!decision.allowed) throw ApiError.tooMany(decision.retryAfterSeconds);
    return true;
  }
}
