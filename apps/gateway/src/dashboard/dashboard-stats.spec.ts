import { usagePercentage } from './dashboard-stats';

describe('usagePercentage', () => {
  it('is the rounded share of the limit, and 0 when unlimited', () => {
    expect(usagePercentage(8, 10)).toBe(80);
    expect(usagePercentage(1, 3)).toBe(33);
    expect(usagePercentage(300, 250)).toBe(120);
    expect(usagePercentage(5000, null)).toBe(0);
  });
});
