import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ApiError } from './api-error';
import { RateLimiter, type RateLimitRule } from './rate-limiter';

const RATE_LIMIT = 'deckmill:rate-limit';

export interface RateLimitOptions extends RateLimitRule {
  /** Routes sharing a bucket share one counter per client IP. */
  bucket: string;
}

/** Limits a route per client IP, answering 429 with Retry-After beyond the limit. */
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
    const decision = this.limiter.hit(`${options.bucket}:${req.ip ?? 'unknown'}`, options);
    if (!decision.allowed) throw ApiError.tooMany(decision.retryAfterSeconds);
    return true;
  }
}
