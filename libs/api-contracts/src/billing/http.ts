import { z } from 'zod';
import { BillingPeriodSchema } from './periods';
import { PLAN_IDS } from './plans';

/**
 * HTTP inputs of the subscription routes, shared by the gateway (server validation, errors keyed `plan` and
 * `period`) and the web app.
 */
export const PlanChoiceSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: 'is not a plan' }),
  period: BillingPeriodSchema.default('monthly'),
});
export type PlanChoice = z.infer<typeof PlanChoiceSchema>;

/** A plan as the subscription page lists it; prices in dollars, null for a custom (sales) price. */
export interface SubscriptionPlanView {
  id: string;
  name: string;
  price: number | null;
  annual_monthly_price: number | null;
  annual_price: number | null;
  features: string[];
  monthly_deck_limit: number | null;
  seat_limit: number | null;
  most_popular: boolean;
  contact_sales: boolean;
}

export interface PendingChangeView {
  plan: string;
  period: string | null;
  effective_at: string;
}

export interface PaymentView {
  provider: string;
  payment_required: boolean;
}

/** GET /api/settings/subscription */
export interface SubscriptionPageData {
  user: { subscription_tier: string };
  current_usage: number;
  usage_limit: number | null;
  usage_resets_at: string;
  billing_period: string | null;
  current_period_end: string | null;
  pending_change: PendingChangeView | null;
  payment: PaymentView;
  plans: SubscriptionPlanView[];
  history: {
    id: string;
    kind: string;
    from_plan: string | null;
    to_plan: string;
    period: string | null;
    amount_cents: number;
    currency: string;
    effective_at: string;
    created_at: string;
  }[];
}

/** GET /api/settings/subscription/new?plan=&period= */
export interface PlanChangeQuoteView {
  plan: SubscriptionPlanView;
  period: string | null;
  current_plan: string;
  current_period: string | null;
  timing: 'now' | 'period_end';
  kind: string;
  effective_at: string;
  amount_due_now_cents: number;
  charge_cents: number;
  credit_cents: number;
  remaining_days: number;
  period_days: number;
  next_billing_date: string | null;
  payment: PaymentView;
}

/** POST /api/settings/subscription and POST /api/settings/subscription/cancel */
export interface PlanChangeResultView {
  plan: string;
  timing: 'now' | 'period_end';
  effective_at: string;
  amount_charged_cents: number;
}
