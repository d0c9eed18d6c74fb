import { vi } from 'vitest';
import {
  PLANS,
  annualTotalCents,
  type PlanChangeQuoteView,
  type SubscriptionPageData,
} from '@deckmill/api-contracts';
import { testUser } from './renderApp';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Route = (request: Request) => FakeReply | Promise<FakeReply>;

/** A fake /api for the subscription pages: the session plus routes keyed 'METHOD /path'; calls are recorded. */
export function fakeSubscriptionBackend(routes: Record<string, FakeReply | Route>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    calls.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    });
    if (request.method === 'GET' && url.pathname === '/api/session') {
      return Response.json({ user: testUser(), csrf_token: 'csrf-token' });
    }
    const route = routes[`${request.method} ${url.pathname}`];
    const reply = typeof route === 'function' ? await route(request) : route;
    if (!reply) return Response.json({ errors: {}, error: 'Not found.' }, { status: 404 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { fetchMock, calls };
}

const plans = PLANS.map((plan) => ({
  id: plan.id,
  name: plan.name,
  price: plan.monthlyPriceCents === null ? null : plan.monthlyPriceCents / 100,
  annual_monthly_price: plan.annualMonthlyPriceCents === null ? null : plan.annualMonthlyPriceCents / 100,
  annual_price: annualTotalCents(plan) === null ? null : (annualTotalCents(plan) ?? 0) / 100,
  features: [...plan.features],
  monthly_deck_limit: plan.monthlyDeckLimit,
  seat_limit: plan.seatLimit,
  most_popular: plan.mostPopular,
  contact_sales: plan.contactSales,
}));

export function subscriptionData(overrides: Partial<SubscriptionPageData> = {}): SubscriptionPageData {
  return {
    user: { subscription_tier: 'free' },
    current_usage: 8,
    usage_limit: 10,
    usage_resets_at: '2026-12-01T00:00:00.000Z',
    billing_period: null,
    current_period_end: null,
    pending_change: null,
    payment: { provider: 'none', payment_required: false },
    plans,
    history: [
      {
        id: '1',
        kind: 'signup',
        from_plan: null,
        to_plan: 'free',
        period: null,
        amount_cents: 0,
        currency: 'USD',
        effective_at: '2026-11-02T10:00:00.000Z',
        created_at: '2026-11-02T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function starterSubscription(overrides: Partial<SubscriptionPageData> = {}): SubscriptionPageData {
  return subscriptionData({
    user: { subscription_tier: 'starter' },
    usage_limit: 250,
    billing_period: 'monthly',
    current_period_end: '2026-12-16T00:00:00.000Z',
    ...overrides,
  });
}

export function quoteFor(overrides: Partial<PlanChangeQuoteView> = {}): PlanChangeQuoteView {
  const starter = plans[1];
  if (!starter) throw new Error('plans missing');
  return {
    plan: starter,
    period: 'monthly',
    current_plan: 'free',
    current_period: null,
    timing: 'now',
    kind: 'upgrade',
    effective_at: '2026-11-20T12:00:00.000Z',
    amount_due_now_cents: 2900,
    charge_cents: 2900,
    credit_cents: 0,
    remaining_days: 30,
    period_days: 30,
    next_billing_date: '2026-12-20T12:00:00.000Z',
    payment: { provider: 'none', payment_required: false },
    ...overrides,
  };
}
