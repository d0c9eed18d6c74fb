import {
  PLANS,
  annualTotalCents,
  getPlan,
  type PaymentView,
  type Plan,
  type PlanChangeQuoteView,
  type PlanChangeResultView,
  type SubscriptionPageData,
  type SubscriptionPlanView,
} from '@deckmill/api-contracts';
import {
  type PaymentInfo,
  type PlanChangeQuote,
  type PlanChangeResult,
  type SubscriptionOverview,
} from '@deckmill/bus-contracts';

/** Billing's camelCase answers as the API's snake_case bodies (subscription_tier, current_usage, ...). */

const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

export function planView(plan: Plan): SubscriptionPlanView {
  return {
    id: plan.id,
    name: plan.name,
    price: dollars(plan.monthlyPriceCents),
    annual_monthly_price: dollars(plan.annualMonthlyPriceCents),
    annual_price: dollars(annualTotalCents(plan)),
    features: [...plan.features],
    monthly_deck_limit: plan.monthlyDeckLimit,
    seat_limit: plan.seatLimit,
    most_popular: plan.mostPopular,
    contact_sales: plan.contactSales,
  };
}

function paymentView(payment: PaymentInfo): PaymentView {
  return { provider: payment.provider, payment_required: payment.paymentRequired };
}

export function subscriptionPageData(overview: SubscriptionOverview): SubscriptionPageData {
  return {
    user: { subscription_tier: overview.tier },
    current_usage: overview.currentUsage,
    usage_limit: overview.usageLimit,
    usage_resets_at: overview.usageResetsAt,
    billing_period: overview.period,
    current_period_end: overview.periodEnd,
    pending_change: overview.pendingChange && {
      plan: overview.pendingChange.tier,
      period: overview.pendingChange.period,
      effective_at: overview.pendingChange.effectiveAt,
    },
    payment: paymentView(overview.payment),
    plans: PLANS.map(planView),
    history: overview.history.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      from_plan: entry.fromTier,
      to_plan: entry.toTier,
      period: entry.period,
      amount_cents: entry.amountCents,
      currency: entry.currency,
      effective_at: entry.effectiveAt,
      created_at: entry.createdAt,
    })),
  };
}

export function quoteView(quote: PlanChangeQuote): PlanChangeQuoteView {
  return {
    plan: planView(getPlan(quote.tier)),
    period: quote.period,
    current_plan: quote.fromTier,
    current_period: quote.fromPeriod,
    timing: quote.timing,
    kind: quote.kind,
    effective_at: quote.effectiveAt,
    amount_due_now_cents: quote.amountDueNowCents,
    charge_cents: quote.chargeCents,
    credit_cents: quote.creditCents,
    remaining_days: quote.remainingDays,
    period_days: quote.periodDays,
    next_billing_date: quote.nextBillingDate,
    payment: paymentView(quote.payment),
  };
}

export function resultView(result: PlanChangeResult): PlanChangeResultView {
  return {
    plan: result.tier,
    timing: result.timing,
    effective_at: result.effectiveAt,
    amount_charged_cents: result.amountChargedCents,
  };
}
