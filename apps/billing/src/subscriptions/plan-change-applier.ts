import { Inject, Injectable } from '@nestjs/common';
import type { PlanChangeResult } from '@deckmill/bus-contracts';
import { type Clock, CLOCK } from '../clock';
import { tierRank } from '../plans';
import { BillingErrors } from '../shared';
import { SubscriptionLedger } from './subscription-ledger';
import type { PlanChangeDecision, PlanChangeFigures, SubscriptionTerms } from './plan-change';
import { TeamSeatCheck } from './team-seat-check';
import type { Subscription } from './entities/subscription.entity';

export type DecideChange = (terms: SubscriptionTerms, now: Date) => PlanChangeDecision;

/** Refuses a change the rules do not allow, with the rule's message (invalid `plan`). */
export function allowedFigures(decision: PlanChangeDecision): PlanChangeFigures {
  if (decision.allowed) return decision.figures;
  throw BillingErrors.planChangeRefused(decision.message);
}

/**
 * Confirms a plan change: decides it again on the locked subscription (the quote may be stale), checks team
 * sizes for a smaller plan, takes the amount due through the payment provider, and records it.
 */
@Injectable()
export class PlanChangeApplier {
  constructor(
    private readonly ledger: SubscriptionLedger,
    private readonly seats: TeamSeatCheck,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async apply(userId: string, decide: DecideChange): Promise<PlanChangeResult> {
    // Checked before taking the row lock, so the lock is never held across a call to another service.
    const before = await this.ledger.current(userId);
    const planned = allowedFigures(decide(before, this.clock.now()));
    if (tierRank(planned.tier) < tierRank(before.tier)) await this.seats.ensureTeamsFit(userId, planned.tier);
    return this.ledger.change(userId, async (tx) => {
      const figures = allowedFigures(decide(tx.subscription, tx.now));
      if (figures.tier !== planned.tier) {
        throw BillingErrors.planChangedMeanwhile();
      }
      const fromTier = tx.subscription.tier;
      applyFigures(tx.subscription, figures);
      await tx.record({
        kind: figures.kind,
        fromTier,
        toTier: figures.tier,
        period: figures.period,
        amountCents: figures.amountDueNowCents,
        effectiveAt: figures.effectiveAt,
      });
      return {
        tier: figures.tier,
        timing: figures.timing,
        effectiveAt: figures.effectiveAt.toISOString(),
        amountChargedCents: figures.amountDueNowCents,
      };
    });
  }
}

function applyFigures(subscription: Subscription, figures: PlanChangeFigures): void {
  if (figures.timing === 'period_end') {
    subscription.pendingTier = figures.tier;
    subscription.pendingPeriod = figures.period;
    return;
  }
  subscription.tier = figures.tier;
  subscription.period = figures.period;
  subscription.periodStart = figures.periodStart;
  subscription.periodEnd = figures.periodEnd;
  subscription.pendingTier = null;
  subscription.pendingPeriod = null;
}
