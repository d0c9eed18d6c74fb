import { Injectable } from '@nestjs/common';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  retryAfterSeconds: number;
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
    const window = this.windows.get(key);
    if (!window || at - window.startedAt >= rule.windowMs) {
      this.windows.set(key, { startedAt: at, count: 1 });
      this.sweep(at, rule.windowMs);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    window.count += 1;
    if (window.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: (window.startedAt + rule.windowMs - at) / 1000 };
  }

  private sweep(at: number, windowMs: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (at - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
