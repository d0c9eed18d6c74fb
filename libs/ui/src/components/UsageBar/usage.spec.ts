import { describe, expect, it } from 'vitest';
import { cappedPercentage, isApproachingLimit, usagePercentage, usageTone } from './usage';

describe('usage helpers', () => {
  it('computes the percentage of the limit used', () => {
    expect(usagePercentage(8, 10)).toBe(80);
    expect(usagePercentage(3, null)).toBeNull();
  });

  it('treats a zero limit as full once anything is used', () => {
    expect(usagePercentage(0, 0)).toBe(0);
    expect(usagePercentage(1, 0)).toBe(100);
  });

  it('switches tone strictly above 75% and 90%', () => {
    expect(usageTone(75)).toBe('green');
    expect(usageTone(75.1)).toBe('amber');
    expect(usageTone(90.1)).toBe('red');
    expect(usageTone(250)).toBe('red');
  });

  it('caps between 0 and 100', () => {
    expect(cappedPercentage(140)).toBe(100);
    expect(cappedPercentage(-5)).toBe(0);
  });

  it('warns from 80% of the limit on, judged on exact counts, the limit and beyond included', () => {
    expect(isApproachingLimit(199, 250)).toBe(false);
    expect(isApproachingLimit(200, 250)).toBe(true);
    expect(isApproachingLimit(10, 10)).toBe(true);
    expect(isApproachingLimit(12, 10)).toBe(true);
    expect(isApproachingLimit(900, null)).toBe(false);
  });
});
