import { DAY_OF_RETRIES, retryFor } from './retry-schedule';

/** When each redelivery happens, counted from the first delivery, as the bus applies `backoffMs`. */
function redeliveryTimes({ backoffMs, maxDeliver }: { backoffMs: readonly number[]; maxDeliver: number }) {
  const times: number[] = [];
  let at = 0;
  for (let attempt = 1; attempt < maxDeliver; attempt++) {
    at += backoffMs[attempt - 1] ?? backoffMs.at(-1) ?? 0;
    times.push(at);
  }
  return times;
}

describe('retryFor', () => {
  it('repeats the last delay until the span is covered', () => {
    expect(retryFor(10_000, [1_000, 2_000])).toEqual({ backoffMs: [1_000, 2_000], maxDeliver: 7 });
    expect(redeliveryTimes(retryFor(10_000, [1_000, 2_000])).at(-1)).toBe(11_000);
  });

  it('refuses a schedule without a positive last delay', () => {
    expect(() => retryFor(1_000, [])).toThrow(RangeError);
  });
});

describe('DAY_OF_RETRIES', () => {
  const times = redeliveryTimes(DAY_OF_RETRIES);

  it('retries within seconds first, so a blip costs little', () => {
    expect(times[0]).toBe(5_000);
    expect(times[2]).toBeLessThanOrEqual(60_000);
  });

  it('keeps retrying, at most an hour apart, for a whole day before dead-lettering', () => {
    expect(times.at(-1)).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(times.at(-1)).toBeLessThan(25 * 3_600_000);
    const gaps = times.map((time, index) => time - (times[index - 1] ?? 0));
    expect(Math.max(...gaps)).toBe(3_600_000);
    // Survives the outage that used to dead-letter the job after about a minute.
    expect(times.filter((time) => time <= 3_600_000).length).toBeLessThan(10);
  });
});
