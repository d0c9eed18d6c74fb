import { DEFAULT_RETRY_DELAYS_MS, retryDelayAfter } from './retry-schedule';

describe('the retry schedule', () => {
  it('retries for about a day, then gives up', () => {
    const total = DEFAULT_RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total / 3_600_000).toBeGreaterThan(23);
    expect(total / 3_600_000).toBeLessThanOrEqual(24);
    expect(retryDelayAfter(1, DEFAULT_RETRY_DELAYS_MS)).toBe(30_000);
    expect(retryDelayAfter(DEFAULT_RETRY_DELAYS_MS.length, DEFAULT_RETRY_DELAYS_MS)).toBe(8 * 3_600_000);
    expect(retryDelayAfter(DEFAULT_RETRY_DELAYS_MS.length + 1, DEFAULT_RETRY_DELAYS_MS)).toBeUndefined();
  });
});
