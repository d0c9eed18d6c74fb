import {
  attemptsSpent,
  DEFAULT_CONVERSION_RETRY,
  jobConcurrency,
  maxDeliveries,
  onUnavailable,
} from './conversion-policy';

describe('conversion policy', () => {
  it('takes as many jobs as the LibreOffice pool runs, plus one prefetched', () => {
    expect(jobConcurrency(1)).toBe(2);
    expect(jobConcurrency(4)).toBe(5);
    expect(jobConcurrency(0)).toBe(2); // a pool always has a slot
  });

  it('lets the broker deliver twice past the attempts, so a spent job still reports its row', () => {
    const policy = { ...DEFAULT_CONVERSION_RETRY, attempts: 8 };
    expect(maxDeliveries(policy)).toBe(10);
    expect(attemptsSpent(policy, 8)).toBe(false);
    expect(attemptsSpent(policy, 9)).toBe(true);
    expect(attemptsSpent(policy, 10)).toBe(true);
  });

  it('retries an unavailable LibreOffice later, until the last attempt fails the row', () => {
    const policy = { ...DEFAULT_CONVERSION_RETRY, attempts: 3, unavailableDelayMs: 30_000 };
    expect(onUnavailable(policy, 1)).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(onUnavailable(policy, 2)).toEqual({ kind: 'retry', delayMs: 30_000 });
    expect(onUnavailable(policy, 3)).toBe('fail');
  });
});
