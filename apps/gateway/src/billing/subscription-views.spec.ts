import { getPlan } from '@deckmill/api-contracts';
import { type SubscriptionOverview } from '@deckmill/bus-contracts';
import { planView, subscriptionPageData } from './subscription-views';

const overview: SubscriptionOverview = {
  tier: 'starter',
  period: 'annual',
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2027-01-01T00:00:00.000Z',
  currentUsage: 12,
  usageLimit: 250,
  usageResetsAt: '2026-12-01T00:00:00.000Z',
  pendingChange: { tier: 'free', period: null, effectiveAt: '2027-01-01T00:00:00.000Z' },
  payment: { provider: 'none', paymentRequired: false },
  history: [
    {
      id: '7',
      kind: 'upgrade',
      fromTier: 'free',
      toTier: 'starter',
      period: 'annual',
      amountCents: 28800,
      currency: 'USD',
      effectiveAt: '2026-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};

describe('subscription views', () => {
  it('shows plan prices in dollars, null for a sales price', () => {
    expect(planView(getPlan('starter'))).toMatchObject({
      price: 29,
      annual_monthly_price: 24,
      annual_price: 288,
    });
    expect(planView(getPlan('enterprise'))).toMatchObject({
      price: null,
      annual_price: null,
      contact_sales: true,
    });
  });

  it("uses the spec's field names for the subscription page", () => {
    const data = subscriptionPageData(overview);
    expect(data).toMatchObject({
      user: { subscription_tier: 'starter' },
      current_usage: 12,
      usage_limit: 250,
      billing_period: 'annual',
      current_period_end: '2027-01-01T00:00:00.000Z',
      pending_change: { plan: 'free', period: null, effective_at: '2027-01-01T00:00:00.000Z' },
      payment: { provider: 'none', payment_required: false },
    });
    expect(data.plans.map((plan) => plan.name)).toEqual(['Free', 'Starter', 'Professional', 'Enterprise']);
    expect(data.history).toEqual([
      {
        id: '7',
        kind: 'upgrade',
        from_plan: 'free',
        to_plan: 'starter',
        period: 'annual',
        amount_cents: 28800,
        currency: 'USD',
        effective_at: '2026-01-01T00:00:00.000Z',
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });
});
