import {
  decideCancel,
  decidePlanChange,
  type PlanChangeDecision,
  type SubscriptionTerms,
} from './plan-change';

const free: SubscriptionTerms = {
  tier: 'free',
  period: null,
  periodStart: null,
  periodEnd: null,
  pendingTier: null,
};
const starterMonthly: SubscriptionTerms = {
  tier: 'starter',
  period: 'monthly',
  periodStart: new Date('2026-01-01T00:00:00Z'),
  periodEnd: new Date('2026-02-01T00:00:00Z'),
  pendingTier: null,
};
const midJanuary = new Date('2026-01-16T00:00:00Z'); // 16 of 31 days left

function figures(decision: PlanChangeDecision) {
  if (!decision.allowed) throw new Error(`refused: ${decision.message}`);
  return decision.figures;
}

describe('decidePlanChange', () => {
  it('charges the full first period when upgrading from free, starting the period now', () => {
    const result = figures(decidePlanChange(free, { tier: 'starter', period: 'monthly' }, midJanuary));
    expect(result).toMatchObject({ kind: 'upgrade', timing: 'now', amountDueNowCents: 2900, creditCents: 0 });
    expect(result.periodStart).toEqual(midJanuary);
    expect(result.periodEnd?.toISOString()).toBe('2026-02-16T00:00:00.000Z');
  });

  it('prorates an upgrade on the same period by the whole days left, keeping the billing date', () => {
    const result = figures(
      decidePlanChange(starterMonthly, { tier: 'professional', period: 'monthly' }, midJanuary),
    );
    // $89 x 16/31 = 4593.5 -> 4594 charged, $29 x 16/31 = 1496.8 -> 1497 credited
    expect(result).toMatchObject({
      kind: 'upgrade',
      timing: 'now',
      chargeCents: 4594,
      creditCents: 1497,
      amountDueNowCents: 3097,
      remainingDays: 16,
      periodDays: 31,
    });
    expect(result.periodEnd).toEqual(starterMonthly.periodEnd);
  });

  it('moves monthly to annual now, crediting the unused month', () => {
    const result = figures(
      decidePlanChange(starterMonthly, { tier: 'starter', period: 'annual' }, midJanuary),
    );
    expect(result).toMatchObject({
      kind: 'period_change',
      chargeCents: 28800,
      creditCents: 1497,
      amountDueNowCents: 27303,
    });
    expect(result.periodEnd?.toISOString()).toBe('2027-01-16T00:00:00.000Z');
  });

  it('schedules a downgrade for the next billing date with nothing due', () => {
    const professional = { ...starterMonthly, tier: 'professional' as const };
    const result = figures(
      decidePlanChange(professional, { tier: 'starter', period: 'monthly' }, midJanuary),
    );
    expect(result).toMatchObject({ kind: 'downgrade_scheduled', timing: 'period_end', amountDueNowCents: 0 });
    expect(result.effectiveAt).toEqual(starterMonthly.periodEnd);
  });

  it('schedules annual to monthly on the same plan for the next billing date', () => {
    const annual = {
      ...starterMonthly,
      period: 'annual' as const,
      periodEnd: new Date('2027-01-01T00:00:00Z'),
    };
    const result = figures(decidePlanChange(annual, { tier: 'starter', period: 'monthly' }, midJanuary));
    expect(result.timing).toBe('period_end');
    expect(result.effectiveAt.toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('refuses Enterprise as a self-service choice', () => {
    const decision = decidePlanChange(starterMonthly, { tier: 'enterprise', period: 'monthly' }, midJanuary);
    expect(decision).toEqual({ allowed: false, message: expect.stringContaining('sales') });
  });

  it('refuses the plan the user is already on', () => {
    const decision = decidePlanChange(starterMonthly, { tier: 'starter', period: 'monthly' }, midJanuary);
    expect(decision).toEqual({ allowed: false, message: 'You are already on the Starter plan.' });
  });

  it('lets the user keep their plan when a downgrade is pending', () => {
    const pending = { ...starterMonthly, pendingTier: 'free' as const };
    const result = figures(decidePlanChange(pending, { tier: 'starter', period: 'monthly' }, midJanuary));
    expect(result).toMatchObject({ kind: 'pending_withdrawn', timing: 'now', amountDueNowCents: 0 });
  });
});

describe('decideCancel', () => {
  it('moves a paid plan to free at the end of the period', () => {
    const result = figures(decideCancel(starterMonthly, midJanuary));
    expect(result).toMatchObject({
      kind: 'cancel_scheduled',
      tier: 'free',
      period: null,
      timing: 'period_end',
    });
    expect(result.effectiveAt).toEqual(starterMonthly.periodEnd);
  });

  it('has nothing to cancel on free, and refuses a second cancel', () => {
    expect(decideCancel(free, midJanuary).allowed).toBe(false);
    expect(decideCancel({ ...starterMonthly, pendingTier: 'free' }, midJanuary).allowed).toBe(false);
  });
});
