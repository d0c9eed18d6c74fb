import { describe, expect, it } from 'vitest';
import { hoursSaved, isApproachingLimit, tierName } from './dashboardFigures';

describe('dashboard figures', () => {
  it('counts half an hour per deck, rounded', () => {
    expect(hoursSaved(0)).toBe(0);
    expect(hoursSaved(3)).toBe(2);
    expect(hoursSaved(9)).toBe(5);
  });

  it('warns from 80% of a limited plan', () => {
    expect(isApproachingLimit(79, 10)).toBe(false);
    expect(isApproachingLimit(80, 10)).toBe(true);
    expect(isApproachingLimit(0, null)).toBe(false);
  });

  it('names tiers', () => {
    expect(tierName('professional')).toBe('Professional');
  });
});
