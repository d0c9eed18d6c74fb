import { Inject, Injectable, Optional } from '@nestjs/common';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import { BILLING_OPTIONS, type BillingOptions } from '../billing.options';
import { deckLimitOf, seatLimitOf, watermarkOf } from './plan-terms';

/**
 * What a tier allows, as this deployment applies it: the plan's terms, or none at all in local mode (the
 * desktop app has no plans). Every allowance check reads its limits here.
 */
@Injectable()
export class PlanTerms {
  constructor(@Optional() @Inject(BILLING_OPTIONS) private readonly options: BillingOptions = {}) {}

  /** Decks a month; null means unlimited. */
  deckLimit(tier: SubscriptionTier): number | null {
    return this.options.unlimited ? null : deckLimitOf(tier);
  }

  /** Members of a team the user created; null means unlimited. */
  seatLimit(tier: SubscriptionTier): number | null {
    return this.options.unlimited ? null : seatLimitOf(tier);
  }

  watermark(tier: SubscriptionTier): boolean {
    return this.options.unlimited ? false : watermarkOf(tier);
  }
}
