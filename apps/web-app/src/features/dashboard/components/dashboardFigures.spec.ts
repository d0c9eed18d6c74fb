import { describe, expect, it } from 'vitest';
import { hoursSaved, hoursSavedLabel, isApproachingLimit, tierName } from './dashboardFigures';

describe('dashboard figures', () => {
  it('counts half an hour per deck, rounded', () => {
    expect(hoursSaved(0)).toBe(0);
    expect(hoursSaved(3)).toBe(2);
    expect(hoursSaved(9)).toBe(5);
  });

  it('says hour for one and hours otherwise', () => {
    expect(hoursSavedLabel(1)).toBe('1 hour');
    expect(hoursSavedLabel(2)).toBe('1 hour');
    expect(hoursSavedLabel(0)).toBe('0 hours');
    expect(hoursSavedLabel(5)).toBe('3 hours');
  });

  it('warns from 80% of a limited plan', () => {
    expect(isApproachingLimit(7, 10)).toBe(false);
    expect(isApproachingLimit(8, 10)).toBe(true);
    expect(isApproachingLimit(12, 10)).toBe(true);
    expect(isApproachingLimit(2000, 2500)).toBe(true);
    expect(isApproachingLimit(900, null)).toBe(false);
  });

  it('does not warn at 79.6%, which the API rounds to 80', () => {
    expect(isApproachingLimit(199, 250)).toBe(false);
    expect(isApproachingLimit(200, 250)).toBe(true);
  });

  it('names tiers', () => {
    expect(tierName('professional')).toBe('Professional');
  });
});
