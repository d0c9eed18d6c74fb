import type { V1Usage } from '@deckmill/api-contracts';
import type { RpcReply } from '@deckmill/bus-contracts';

type BillingUsage = RpcReply<'billing.get-usage'>;

/** Billing's usage (what the dashboard shows) in API v1's words. */
export function v1Usage(usage: BillingUsage): V1Usage {
  return {
    object: 'usage',
    plan: usage.tier,
    decks_used: usage.currentUsage,
    decks_limit: usage.usageLimit,
    period_start: usage.periodStart,
    resets_at: usage.resetsAt,
  };
}
