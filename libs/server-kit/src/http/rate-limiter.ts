import { Injectable } from '@nestjs/common';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
  /** Requests left in the current window (for API v1's RateLimit-Remaining). */
  remaining: number;
  /** Seconds until the current window ends and the count starts again (RateLimit-Reset). */
  resetSeconds: number;
}

/**
 * Fixed-window counters kept in memory. One gateway replica enforces its own share; with several replicas
 * the limit per replica still bounds an attacker (documented in docs/decisions.md).
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, rule: RateLimitRule): RateLimitDecision {
    const at = this.now();
    let window = this.windows.get(key);
    if (!window || at - window.startedAt >= rule.windowMs) {
      window = { startedAt: at, count: 0 };
      this.windows.set(key, window);
      this.sweep(at, rule.windowMs);
    }
    window.count += 1;
    const resetSeconds = (window.startedAt + rule.windowMs - at) / 1000;
    const remaining = Math.max(0, rule.limit - window.count);
    if (window.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0, remaining, resetSeconds };
    return { allowed: false, retryAfterSeconds: resetSeconds, remaining, resetSeconds };
  }

  private sweep(at: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (at - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
