import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { BillingPeriodSchema, SubscriptionTierSchema } from '../shared/api-vocabulary';
import { PlanChangeQuoteSchema, PlanChangeResultSchema, SubscriptionOverviewSchema } from './subscription';

/**
 * Billing's contracts: the monthly allowance other services reserve against, seat limits for teams, and
 * the events that tell the rest of the system about plan changes and metered usage.
 *
 * `billing.reserve` and `billing.release` are idempotent per (userId, batchId): a redelivered request
 * answers as the first one did and never counts twice. A reservation larger than what remains is refused
 * with a limit_reached domain error (code `usage_limit_reached`) whose message says how many remain and when the
 * allowance resets.
 */
const BatchRowsSchema = z.object({
  userId: z.string().uuid(),
  /** Decks (one per row) to reserve or give back. */
  rows: z.number().int().positive(),
  /** The generation batch the rows belong to; the idempotency key. */
  batchId: z.string().min(1).max(200),
});

const PlanChangeRequestSchema = z.object({
  userId: z.string().uuid(),
  tier: SubscriptionTierSchema,
  period: BillingPeriodSchema,
});

/** The error code of a refused reservation. */
export const USAGE_LIMIT_REACHED = 'usage_limit_reached';

export const BillingRpc = {
  /** Reserves rows of this month's allowance for a batch, atomically. */
  'billing.reserve': defineRpc(
    'billing.reserve',
    1,
    BatchRowsSchema,
    z.object({
      reserved: z.literal(true),
      /** Decks left this month after the reservation; null when unlimited. */
      remaining: z.number().int().nullable(),
      /** ISO time the allowance resets (start of next calendar month, UTC). */
      resetsAt: z.string(),
    }),
  ),
  /**
   * Gives back rows of a batch's reservation that ended failed. `rows` is the batch's total of failed rows so
   * far (not a delta): billing gives back the difference from what it already gave back for the batch, capped
   * at what the batch reserved, so a redelivered or repeated release never counts twice. `released` is the
   * number given back by this call.
   */
  'billing.release': defineRpc(
    'billing.release',
    1,
    BatchRowsSchema,
    z.object({
      released: z.number().int().nonnegative(),
      remaining: z.number().int().nullable(),
    }),
  ),
  /** The user's plan and this month's usage. */
  'billing.get-usage': defineRpc(
    'billing.get-usage',
    1,
    z.object({ userId: z.string().uuid() }),
    z.object({
      tier: SubscriptionTierSchema,
      currentUsage: z.number().int().nonnegative(),
      /** Decks per month; null means unlimited. */
      usageLimit: z.number().int().nullable(),
      periodStart: z.string(),
      resetsAt: z.string(),
      /** Whether generated decks carry the Deckmill watermark on this plan. */
      watermark: z.boolean(),
    }),
  ),
  /** How many members the user's plan allows in a team they own. */
  'billing.seat-limit': defineRpc(
    'billing.seat-limit',
    1,
    z.object({ userId: z.string().uuid() }),
    z.object({ tier: SubscriptionTierSchema, seatLimit: z.number().int().nullable() }),
  ),
  /** The subscription page's data: plan, period, usage, pending change, payment provider and history. */
  'billing.get-subscription': defineRpc(
    'billing.get-subscription',
    1,
    z.object({ userId: z.string().uuid() }),
    SubscriptionOverviewSchema,
  ),
  /** What changing to a plan would cost now and when it would apply; invalid when the change is not allowed. */
  'billing.quote-change': defineRpc(
    'billing.quote-change',
    1,
    PlanChangeRequestSchema,
    PlanChangeQuoteSchema,
  ),
  /** Confirms a self-service plan change (the same rules as the quote). */
  'billing.change-plan': defineRpc('billing.change-plan', 1, PlanChangeRequestSchema, PlanChangeResultSchema),
  /** Moves a paid plan to free at the end of the period. */
  'billing.cancel': defineRpc(
    'billing.cancel',
    1,
    z.object({ userId: z.string().uuid() }),
    PlanChangeResultSchema,
  ),
  /** An operator sets a user's tier (including enterprise), at once and without payment. */
  'billing.set-tier': defineRpc(
    'billing.set-tier',
    1,
    z.object({ userId: z.string().uuid(), tier: SubscriptionTierSchema }),
    z.object({ tier: SubscriptionTierSchema, previousTier: SubscriptionTierSchema }),
  ),
} as const;

export const BillingEvents = {
  'subscription.changed': defineMessage(
    'subscription.changed',
    1,
    z.object({
      userId: z.string().uuid(),
      tier: SubscriptionTierSchema,
      previousTier: SubscriptionTierSchema,
      /** When the new tier applies (now for upgrades and operator changes, the period end for downgrades). */
      effectiveAt: z.string(),
      occurredAt: z.string(),
    }),
  ),
  'usage.recorded': defineMessage(
    'usage.recorded',
    1,
    z.object({
      userId: z.string().uuid(),
      /** Positive for a reservation, negative for rows given back. */
      rows: z.number().int(),
      batchId: z.string(),
      /** Calendar month (UTC) the usage counts in, `YYYY-MM`. */
      month: z.string().regex(/^\d{4}-\d{2}$/),
    }),
  ),
} as const;
