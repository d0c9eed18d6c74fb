import { v1Usage } from './usage-view';

describe('API v1 usage view', () => {
  it("answers billing's usage as this month's decks against the limit", () => {
    const usage = {
      tier: 'professional' as const,
      currentUsage: 12,
      usageLimit: 100,
      periodStart: '2026-11-01T00:00:00.000Z',
      resetsAt: '2026-12-01T00:00:00.000Z',
      watermark: false,
    };
    expect(v1Usage(usage)).toEqual({
      object: 'usage',
      plan: 'professional',
      decks_used: 12,
      decks_limit: 100,
      period_start: '2026-11-01T00:00:00.000Z',
      resets_at: '2026-12-01T00:00:00.000Z',
    });
    expect(v1Usage({ ...usage, tier: 'enterprise' as const, usageLimit: null }).decks_limit).toBeNull();
  });
});
