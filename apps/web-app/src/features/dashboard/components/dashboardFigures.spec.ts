import { describe, expect, it } from 'vitest';
import {
  hoursSaved,
  hoursSavedLabel,
  isApproachingLimit,
  isAtLimit,
  isNewUser,
  tierName,
} from './dashboardFigures';

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

  it('is at the limit from 100% of a finite allowance on, never when unlimited', () => {
    expect(isAtLimit(9, 10)).toBe(false);
    expect(isAtLimit(10, 10)).toBe(true);
    expect(isAtLimit(12, 10)).toBe(true);
    expect(isAtLimit(5000, null)).toBe(false);
  });

  it('calls a user new until they have a template or a batch', () => {
    const stats = { templates_count: 0, presentations_this_month: 0, usage_limit: 10, usage_percentage: 0 };
    const batch = { id: '1', name: 'Q1', created_at: '', status: 'completed' as const, download_url: null };
    expect(isNewUser({ stats, recent_presentations: [] })).toBe(true);
    expect(isNewUser({ stats: { ...stats, templates_count: 1 }, recent_presentations: [] })).toBe(false);
    expect(isNewUser({ stats, recent_presentations: [batch] })).toBe(false);
  });
});
