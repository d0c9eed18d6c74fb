import { settleDueChanges, type SettleableSubscription } from './settle-due-changes';

function starterMonthly(overrides: Partial<SettleableSubscription> = {}): SettleableSubscription {
  return {
    tier: 'starter',
    period: 'monthly',
    periodStart: new Date('2026-01-10T00:00:00Z'),
    periodEnd: new Date('2026-02-10T00:00:00Z'),
    pendingTier: null,
    pendingPeriod: null,
    ...overrides,
  };
}

describe('settleDueChanges', () => {
  it('does nothing before the billing date', () => {
    const subscription = starterMonthly();
    expect(settleDueChanges(subscription, new Date('2026-02-09T23:59:59Z'))).toEqual([]);
    expect(subscription.periodEnd?.toISOString()).toBe('2026-02-10T00:00:00.000Z');
  });

  it('renews every period that ended, recording each amount', () => {
    const subscription = starterMonthly();
    const steps = settleDueChanges(subscription, new Date('2026-03-15T00:00:00Z'));
    expect(steps.map((step) => [step.kind, step.amountCents, step.effectiveAt.toISOString()])).toEqual([
      ['renewal', 2900, '2026-02-10T00:00:00.000Z'],
      ['renewal', 2900, '2026-03-10T00:00:00.000Z'],
    ]);
    expect(subscription.periodEnd?.toISOString()).toBe('2026-04-10T00:00:00.000Z');
  });

  it('applies a scheduled downgrade at the billing date, then renews on the new plan', () => {
    const subscription = starterMonthly({
      tier: 'professional',
      pendingTier: 'starter',
      pendingPeriod: 'monthly',
    });
    const steps = settleDueChanges(subscription, new Date('2026-03-10T00:00:00Z'));
    expect(steps.map((step) => [step.kind, step.fromTier, step.toTier, step.amountCents])).toEqual([
      ['downgrade', 'professional', 'starter', 2900],
      ['renewal', 'starter', 'starter', 2900],
    ]);
    expect(subscription.pendingTier).toBeNull();
  });

  it('ends the paid period on cancel, leaving free without a billing date', () => {
    const subscription = starterMonthly({ pendingTier: 'free' });
    const steps = settleDueChanges(subscription, new Date('2026-06-01T00:00:00Z'));
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: 'downgrade', toTier: 'free', amountCents: 0, period: null });
    expect(subscription).toMatchObject({ tier: 'free', period: null, periodStart: null, periodEnd: null });
  });
});
