import { z } from 'zod';
import { BillingPeriodSchema, SubscriptionTierSchema } from '../shared/api-vocabulary';

/** What kind of entry a subscription history line is. */
export const SUBSCRIPTION_CHANGE_KINDS = [
  'signup',
  'upgrade',
  'period_change',
  'downgrade_scheduled',
  'cancel_scheduled',
  'pending_withdrawn',
  'downgrade',
  'renewal',
  'operator_change',
] as const;
export const SubscriptionChangeKindSchema = z.enum(SUBSCRIPTION_CHANGE_KINDS);
export type SubscriptionChangeKind = z.infer<typeof SubscriptionChangeKindSchema>;

/** A change that waits for the end of the billing period (downgrade, cancel, annual to monthly). */
export const PendingChangeSchema = z.object({
  tier: SubscriptionTierSchema,
  period: BillingPeriodSchema.nullable(),
  effectiveAt: z.string(),
});
export type PendingChange = z.infer<typeof PendingChangeSchema>;

/** The payment provider behind plan changes; `none` applies changes without taking payment. */
export const PaymentInfoSchema = z.object({
  provider: z.string(),
  paymentRequired: z.boolean(),
});
export type PaymentInfo = z.infer<typeof PaymentInfoSchema>;

export const SubscriptionHistoryEntrySchema = z.object({
  id: z.string(),
  kind: SubscriptionChangeKindSchema,
  fromTier: SubscriptionTierSchema.nullable(),
  toTier: SubscriptionTierSchema,
  period: BillingPeriodSchema.nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  effectiveAt: z.string(),
  createdAt: z.string(),
});
export type SubscriptionHistoryEntry = z.infer<typeof SubscriptionHistoryEntrySchema>;

/** The subscription page's data, as billing sees it. */
export const SubscriptionOverviewSchema = z.object({
  tier: SubscriptionTierSchema,
  period: BillingPeriodSchema.nullable(),
  periodStart: z.string().nullable(),
  /** End of the paid period (next billing date); null on free. */
  periodEnd: z.string().nullable(),
  currentUsage: z.number().int().nonnegative(),
  usageLimit: z.number().int().nullable(),
  usageResetsAt: z.string(),
  pendingChange: PendingChangeSchema.nullable(),
  payment: PaymentInfoSchema,
  history: z.array(SubscriptionHistoryEntrySchema),
});
export type SubscriptionOverview = z.infer<typeof SubscriptionOverviewSchema>;

/**
 * What confirming a plan change would do: `now` (upgrades, monthly to annual; the prorated amount is due
 * now) or `period_end` (downgrades, cancel, annual to monthly; nothing is due now).
 */
export const PlanChangeQuoteSchema = z.object({
  fromTier: SubscriptionTierSchema,
  fromPeriod: BillingPeriodSchema.nullable(),
  tier: SubscriptionTierSchema,
  period: BillingPeriodSchema.nullable(),
  timing: z.enum(['now', 'period_end']),
  kind: SubscriptionChangeKindSchema,
  effectiveAt: z.string(),
  amountDueNowCents: z.number().int().nonnegative(),
  /** The new plan's price for the days it covers now. */
  chargeCents: z.number().int().nonnegative(),
  /** The unused part of the current plan, deducted from the charge. */
  creditCents: z.number().int().nonnegative(),
  /** Whole days left in the current period, and its length, that the proration used. */
  remainingDays: z.number().int().nonnegative(),
  periodDays: z.number().int().nonnegative(),
  /** The end of the period after the change (the next billing date). */
  nextBillingDate: z.string().nullable(),
  payment: PaymentInfoSchema,
});
export type PlanChangeQuote = z.infer<typeof PlanChangeQuoteSchema>;

export const PlanChangeResultSchema = z.object({
  tier: SubscriptionTierSchema,
  timing: z.enum(['now', 'period_end']),
  effectiveAt: z.string(),
  amountChargedCents: z.number().int().nonnegative(),
});
export type PlanChangeResult = z.infer<typeof PlanChangeResultSchema>;
