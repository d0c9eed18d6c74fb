import { ANNUAL_SAVINGS_LABEL, PLAN_IDS, PLANS, annualTotalCents, getPlan, isPlanId } from './plans';

describe('plans', () => {
  it('lists the four tiers in order', () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(['free', 'starter', 'professional', 'enterprise']);
    expect(PLAN_IDS).toEqual(['free', 'starter', 'professional', 'enterprise']);
  });

  it('has the free plan figures of the spec', () => {
    const free = getPlan('free');
    expect(free.monthlyPriceCents).toBe(0);
    expect(free.monthlyDeckLimit).toBe(10);
    expect(free.seatLimit).toBe(1);
    expect(free.watermark).toBe(true);
  });

  it('has the starter plan figures of the spec', () => {
    const starter = getPlan('starter');
    expect(starter.monthlyPriceCents).toBe(2900);
    expect(starter.annualMonthlyPriceCents).toBe(2400);
    expect(annualTotalCents(starter)).toBe(28800);
    expect(starter.monthlyDeckLimit).toBe(250);
    expect(starter.seatLimit).toBe(3);
    expect(starter.watermark).toBe(false);
    expect(starter.apiAccess).toBe(true);
    expect(starter.mostPopular).toBe(true);
  });

  it('has the professional plan figures of the spec', () => {
    const professional = getPlan('professional');
    expect(professional.monthlyPriceCents).toBe(8900);
    expect(professional.annualMonthlyPriceCents).toBe(7400);
    expect(annualTotalCents(professional)).toBe(88800);
    expect(professional.monthlyDeckLimit).toBe(2500);
    expect(professional.seatLimit).toBe(10);
    expect(professional.customBranding).toBe(true);
    expect(professional.advancedAnalytics).toBe(true);
  });

  it('sells enterprise through sales with no limits', () => {
    const enterprise = getPlan('enterprise');
    expect(enterprise.monthlyPriceCents).toBeNull();
    expect(annualTotalCents(enterprise)).toBeNull();
    expect(enterprise.monthlyDeckLimit).toBeNull();
    expect(enterprise.seatLimit).toBeNull();
    expect(enterprise.sso).toBe(true);
    expect(enterprise.contactSales).toBe(true);
  });

  it('highlights exactly one plan', () => {
    expect(PLANS.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['starter']);
  });

  it('discounts annual billing by about 20% on every paid self-serve plan', () => {
    expect(ANNUAL_SAVINGS_LABEL).toBe('Save 20%');
    for (const plan of PLANS) {
      if (!plan.monthlyPriceCents || plan.annualMonthlyPriceCents === null) continue;
      const saving = 1 - plan.annualMonthlyPriceCents / plan.monthlyPriceCents;
      expect(saving).toBeGreaterThan(0.15);
      expect(saving).toBeLessThan(0.25);
    }
  });

  it('recognises plan ids', () => {
    expect(isPlanId('starter')).toBe(true);
    expect(isPlanId('gold')).toBe(false);
  });
});
